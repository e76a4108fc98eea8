import { ID_RULES, type IdAdvisory, type RuleCheck } from '@contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/i18n';
import { RuleAdvice } from './RuleAdvice';

async function shown(language: 'ko' | 'en' | 'ja', rules: RuleCheck[], advisories: IdAdvisory[] = []) {
  const i18n = await createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <RuleAdvice rules={rules} advisories={advisories} />
    </I18nextProvider>,
  );
}

const failing = (rule: RuleCheck['rule']): RuleCheck => ({ rule, pass: false, value: 0 });

describe('RuleAdvice', () => {
  it('says what to do about a failed mouth rule, in each language', async () => {
    const rules: RuleCheck[] = [
      { rule: 'head_height', pass: true, value: 34, min: 32, max: 36 },
      { rule: 'teeth_hidden', pass: false, value: 0.2, max: 0.05 },
    ];
    const expected = { ko: /입술을 다물고/, en: /Close your lips/, ja: /唇を閉じ/ };
    for (const language of ['ko', 'en', 'ja'] as const) {
      const view = await shown(language, rules);
      const items = screen.getByTestId('idphoto-advice').querySelectorAll('li');
      expect([...items].map((li) => li.dataset.rule)).toEqual(['teeth_hidden']);
      expect(items[0]!.textContent).toMatch(expected[language]);
      view.unmount();
    }
  });

  it('has advice written for every rule in every language', async () => {
    for (const language of ['ko', 'en', 'ja'] as const) {
      const view = await shown(language, ID_RULES.map(failing));
      for (const li of screen.getByTestId('idphoto-advice').querySelectorAll('li'))
        // A missing key would show the key itself ("advice.whole_head").
        expect(li.textContent).not.toMatch(/advice\.|rules\./);
      view.unmount();
    }
  });

  it('says once that the head cannot be measured under a lump, not to step back', async () => {
    const rules: RuleCheck[] = [
      { rule: 'head_height', pass: false, value: 34, min: 32, max: 36 },
      { rule: 'top_gap', pass: false, value: 4, min: 2, max: 8 },
      { rule: 'clean_outline', pass: false, value: 120, max: 35 },
    ];
    const expected = { ko: /머리 꼭대기를 잴 수 없어요/, en: /cannot be measured/, ja: /頭頂を測れず/ };
    for (const language of ['ko', 'en', 'ja'] as const) {
      const view = await shown(language, rules);
      const items = [...screen.getByTestId('idphoto-advice').querySelectorAll('li')];
      expect(items.map((li) => li.dataset.rule)).toEqual(['head_height', 'clean_outline']);
      expect(items[0]!.textContent).toMatch(expected[language]);
      view.unmount();
    }
    // A head truly out of its band is told what to do about its size.
    await shown('en', [{ rule: 'head_height', pass: false, value: 30, min: 32, max: 36 }]);
    expect(screen.getByTestId('idphoto-advice').textContent).toMatch(/further away/);
  });

  it('shows nothing when every rule passed and the document has no unmeasured rules', async () => {
    await shown('en', [{ rule: 'head_height', pass: true, value: 34 }]);
    expect(screen.queryByTestId('idphoto-advice')).toBeNull();
    expect(screen.queryByTestId('idphoto-advisories')).toBeNull();
  });

  it("lists the document's rules it cannot measure, in the document's words", async () => {
    await shown('ko', [], ['no_hair_accessories', 'eyebrows_visible']);
    const text = screen.getByTestId('idphoto-advisories').textContent!;
    expect(text).toMatch(/머리 장식/);
    expect(text).toMatch(/눈썹/);
  });
});
