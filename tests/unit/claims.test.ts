// Issue 22 item 7 (V13; tour findings 5 and 11): no claim the product contradicts, in any language, in the
// translations or in the packages the seed writes. Each image and each retake costs a credit, so nothing is
// "unlimited"; the instant line takes about 30 seconds, not 5 minutes; no download is higher resolution than
// the file itself, so nothing says HD or high resolution; the user count and rating are the operator's
// settings, never copy (web/src/shared/lib/claims.test.ts). 4K is said only where a 4K file exists: by the
// package whose credits make one (`four_k`, Value 30) and by the 4K download's own label (common.json fourK).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pricingConfig } from '../../scripts/seed/pricing-config.mjs';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

/** Every string of every namespace of `language`, with where it is. */
function strings(language: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`);
  };
  for (const file of readdirSync(`${localesDir}${language}`).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(`${localesDir}${language}/${file}`, 'utf8')), file);
  return out;
}

/** The retired claims, per language (the tour's findings 5 and 11 and their translations). */
const RETIRED: Record<'ko' | 'en' | 'ja', RegExp[]> = {
  ko: [/무제한/, /마음껏/, /원하는 만큼/, /5\s*분/, /5,000/, /4\.9/, /고화질/, /고해상도/, /\bHD\b/, /4K/],
  en: [
    /unlimited/i,
    /as many .* as you like/i,
    /5 minutes/i,
    /5,000/,
    /4\.9/,
    /\bHD\b/,
    /4K/,
    /high[- ]resolution/i,
  ],
  ja: [/無制限/, /好きなだけ/, /5\s*分/, /5,000/, /4\.9/, /高画質/, /高解像度/, /\bHD\b/, /4K/],
};

/** Where saying 4K is true: the labels of a 4K file that exists. */
const FOUR_K_LABELS = /^common\.json\.fourK\./;
const retired = (language: 'ko' | 'en' | 'ja', text: string, fourK: boolean) =>
  RETIRED[language].some((re) => re.test(text) && !(fourK && re.source === '4K'));

describe('claims the product does not contradict', () => {
  it.each(['ko', 'en', 'ja'] as const)('no retired claim in the %s translations', (language) => {
    const found = strings(language).filter(([where, text]) =>
      retired(language, text, FOUR_K_LABELS.test(where)),
    );
    expect(found).toEqual([]);
  });

  it('says 4K only in the 4K labels, and every 4K package says it', () => {
    for (const language of ['ko', 'en', 'ja'] as const) {
      const saying = strings(language).filter(([, text]) => /4K/.test(text));
      expect(saying.length).toBeGreaterThan(0);
      expect(saying.filter(([where]) => !FOUR_K_LABELS.test(where))).toEqual([]);
    }
    const { studio } = pricingConfig.packages;
    for (const pkg of studio)
      expect([pkg.id, pkg.features.ko.some((f) => /4K/.test(f))]).toEqual([pkg.id, pkg.four_k === true]);
  });

  it('no retired claim in the packages the seed writes', () => {
    const found: string[] = [];
    const { instant, studio } = pricingConfig.packages;
    const styles = pricingConfig.styles as unknown as Array<Record<string, unknown>>;
    for (const pkg of [...instant, ...studio])
      for (const language of ['ko', 'en', 'ja'] as const) {
        const texts = [pkg.name[language], pkg.description[language], ...(pkg.features[language] ?? [])];
        for (const text of texts)
          if (retired(language, text, pkg.four_k === true)) found.push(`${pkg.id} ${language}: ${text}`);
      }
    // The style wizard's styles carry words too.
    const styleText = JSON.stringify(styles);
    for (const language of ['ko', 'en', 'ja'] as const)
      for (const re of RETIRED[language]) if (re.test(styleText)) found.push(`styles: ${re}`);
    expect(found).toEqual([]);
  });
});
