import type { RuleCheck } from '@contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/i18n';
import { RulesTable } from './RulesTable';

async function shown(language: 'ko' | 'en' | 'ja', rules: RuleCheck[]) {
  const i18n = await createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <RulesTable rules={rules} />
    </I18nextProvider>,
  );
}

const rules: RuleCheck[] = [
  { rule: 'head_height', pass: true, value: 33.6, min: 32, max: 36 },
  { rule: 'file_size', pass: true, value: 28.4, max: 200 },
  { rule: 'eyes_open', pass: true, value: 0.3, min: 0.2 },
  { rule: 'background', pass: true, value: 1 },
];

describe('RulesTable', () => {
  it('says what each allowed range is, with its unit, instead of a bare number', async () => {
    await shown('ko', rules);
    const row = (rule: string) => screen.getByTestId(`rule-${rule}`).textContent;
    expect(row('head_height')).toContain('33.6mm (기준 32mm–36mm)');
    expect(row('file_size')).toContain('28.4KB (기준 200KB 이하)');
    expect(row('eyes_open')).toContain('0.3 (기준 0.2 이상)');
    expect(row('background')).not.toContain('(');
  });

  it('words the range in English and Japanese too', async () => {
    const en = await shown('en', rules);
    expect(screen.getByTestId('rule-file_size').textContent).toContain('(allowed up to 200KB)');
    en.unmount();
    await shown('ja', rules);
    expect(screen.getByTestId('rule-file_size').textContent).toContain('(基準 200KB以下)');
  });
});
