import type { RuleCheck } from '@contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/i18n';
import { PlainRules } from './PlainRules';

describe('PlainRules', () => {
  it('says a size rule held back under a lump cannot be measured, and a passed one that it passed', async () => {
    const i18n = await createI18n('ko');
    const rules: RuleCheck[] = [
      { rule: 'head_height', pass: false, value: 34, min: 32, max: 36 },
      { rule: 'eye_line', pass: true, value: 30, min: 28, max: 35 },
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <PlainRules rules={rules} advisories={[]} />
      </I18nextProvider>,
    );
    const item = (rule: string) =>
      screen.getByTestId('idphoto-plain').querySelector(`[data-rule="${rule}"]`)!;
    expect(item('head_height').textContent).toMatch(/머리 위로 튀어나온 것이 있어 잴 수 없어요/);
    expect(item('head_height').getAttribute('data-verdict')).toBe('fail');
    expect(item('eye_line').textContent).not.toMatch(/잴 수 없어요/);
  });
});
