import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../shared/lib/language';

type Namespace = Record<string, unknown>;

// Korean is the source and the fallback. What the app shell and the landing page say ships in the main
// bundle, so the first paint never waits for a translation; every other namespace (and every other language)
// is fetched the first time a page asks for it, under that page's Suspense boundary. Components outside the
// pages' boundary (header, footer, dialogs' triggers) may use these namespaces only.
export const FIRST_SCREEN_NAMESPACES = ['common', 'credits', 'landing'];
const sourceFiles = import.meta.glob<Namespace>('../../../locales/ko/{common,credits,landing}.json', {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Namespace>(
  ['../../../locales/*/*.json', '!../../../locales/ko/{common,credits,landing}.json'],
  { import: 'default' },
);

function parseLocalePath(path: string): { language: string; namespace: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { language: match[1]!, namespace: match[2]! } : null;
}

const sourceResources: ResourceLanguage = {};
for (const [path, content] of Object.entries(sourceFiles)) {
  const parsed = parseLocalePath(path);
  if (parsed) sourceResources[parsed.namespace] = content;
}

const loaders = new Map<string, () => Promise<Namespace>>();
for (const [path, load] of Object.entries(otherFiles)) {
  const parsed = parseLocalePath(path);
  if (parsed) loaders.set(`${parsed.language}/${parsed.namespace}`, load);
}

/** Every namespace present in ko; the locales test guarantees en and ja have the same files. */
export const NAMESPACES = [
  ...Object.keys(sourceResources),
  ...[...loaders.keys()].filter((key) => key.startsWith(`${SOURCE_LANGUAGE}/`)).map((key) => key.slice(3)),
].sort();

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      // Unknown pairs fall back to ko through i18next's fallbackLng instead of failing the whole language.
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * Creates a ready-to-use instance with `language` and ko loaded for `namespaces`: all of them by default (tests
 * render pages without waiting for a chunk), the first screen's in the app (main.tsx).
 */
export async function createI18n(
  language: Language,
  namespaces: readonly string[] = NAMESPACES,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: SOURCE_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      // A copy: i18next adds what it loads to the object it is given, and each instance loads its own.
      resources: { [SOURCE_LANGUAGE]: { ...sourceResources } },
      partialBundledLanguages: true,
      // React escapes output itself; escaping here would double-escape.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
