// Server-side messages come from the same locales/ folder as the web app (copied next to the build output).
// The caller's language is taken from Accept-Language (the web app sends its chosen language); Korean otherwise.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type Resource, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../contracts';

export type { Language };
// errors: every {detail}; analysis: the local engine's photo report (features/tools/local-analysis.ts).
const SERVER_NAMESPACES = ['errors', 'analysis'];

function localesDir(): string {
  // lib/shared → lib/locales after a build; src/shared → <repo>/locales when run from source in unit tests.
  const candidates = [
    path.resolve(__dirname, '..', 'locales'),
    path.resolve(__dirname, '..', '..', '..', 'locales'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'ko')));
  if (!found) throw new Error(`locales not found (looked in ${candidates.join(', ')})`);
  return found;
}

function loadResources() {
  const dir = localesDir();
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const file of readdirSync(path.join(dir, lng))) {
      const ns = file.replace(/\.json$/, '');
      if (SERVER_NAMESPACES.includes(ns)) {
        resources[lng][ns] = JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8'));
      }
    }
  }
  return resources;
}

let instance: ReturnType<typeof createInstance> | undefined;
function i18n() {
  if (!instance) {
    instance = createInstance();
    void instance.init({
      resources: loadResources(),
      lng: 'ko',
      fallbackLng: 'ko',
      supportedLngs: [...LANGUAGES],
      ns: SERVER_NAMESPACES,
      defaultNS: 'errors',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return instance;
}

/** First supported language in an Accept-Language header (q-values honoured), else Korean. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, index };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const hit = ranked.find((e) => (LANGUAGES as readonly string[]).includes(e.lang ?? ''));
  return (hit?.lang as Language | undefined) ?? 'ko';
}

export function translator(lang: Language): TFunction {
  return i18n().getFixedT(lang, 'errors');
}

/** The local photo analysis texts in `lang`. */
export function analysisTranslator(lang: Language): TFunction {
  return i18n().getFixedT(lang, 'analysis');
}

/** Whether a message key exists (in Korean, the source language). */
export function hasMessage(key: string): boolean {
  return i18n().exists(key, { lng: 'ko', ns: 'errors' });
}
