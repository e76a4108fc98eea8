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

/** The shares and scores the tour found bare ("입 다묾 (입술 간격) 0.004 (0.03)"). */
const ratios: RuleCheck[] = [
  { rule: 'mouth_closed', pass: true, value: 0.004, max: 0.03 },
  { rule: 'teeth_hidden', pass: true, value: 0.012, max: 0.05 },
  { rule: 'background', pass: true, value: 0.972, min: 0.94 },
  { rule: 'lips_together', pass: true, value: 9, max: 20 },
  { rule: 'clean_outline', pass: true, value: 12, max: 60 },
  { rule: 'resolution', pass: true, value: 1.3, min: 0.8 },
];

describe('RulesTable', () => {
  it('says what each allowed range is, with its unit, instead of a bare number', async () => {
    await shown('ko', rules);
    const row = (rule: string) => screen.getByTestId(`rule-${rule}`).textContent;
    expect(row('head_height')).toContain('33.6mm (기준 32mm–36mm)');
    expect(row('file_size')).toContain('28.4KB (기준 200KB 이하)');
    expect(row('eyes_open')).toContain('30% (기준 20% 이상)');
    expect(row('background')).not.toContain('(');
  });

  it('tour finding 32: gives every ratio a unit, shares in per cent, no bare figure', async () => {
    await shown('ko', ratios);
    const row = (rule: string) => screen.getByTestId(`rule-${rule}`).querySelector('td')!.textContent;
    expect(row('mouth_closed')).toBe('0.4% (기준 3% 이하)');
    expect(row('teeth_hidden')).toBe('1.2% (기준 5% 이하)');
    expect(row('background')).toBe('97.2% (기준 94% 이상)');
    expect(row('lips_together')).toBe('9% (기준 20% 이하)');
    expect(row('clean_outline')).toBe('12px (기준 60px 이하)');
    expect(row('resolution')).toBe('1.3× (기준 0.8× 이상)');
    for (const r of ratios) expect(row(r.rule)).not.toMatch(/\d(?![\d.]*(%|px|×|mm|KB|°))/);
  });

  it('words the range in English and Japanese too', async () => {
    const en = await shown('en', rules);
    expect(screen.getByTestId('rule-file_size').textContent).toContain('(allowed up to 200KB)');
    en.unmount();
    await shown('ja', rules);
    expect(screen.getByTestId('rule-file_size').textContent).toContain('(基準 200KB以下)');
  });
});
