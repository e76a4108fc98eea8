import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../shared/lib/language';

type Namespace = Record<string, unknown>;

// Korean is the source and the fallback, so it ships in the main bundle and the first paint never waits.
const sourceFiles = import.meta.glob<Namespace>('../../../locales/ko/*.json', {
  eager: true,
  import: 'default',
});
// Other languages are fetched the first time someone picks them.
const otherFiles = import.meta.glob<Namespace>(['../../../locales/*/*.json', '!../../../locales/ko/*.json'], {
  import: 'default',
});

function parseLocalePath(path: string): { language: string; namespace: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { language: match[1]!, namespace: match[2]! } : null;
}

const sourceResources: ResourceLanguage = {};
for (const [path, content] of Object.entries(sourceFiles)) {
  const parsed = parseLocalePath(path);
  if (parsed) sourceResources[parsed.namespace] = content;
}

/** Every namespace present in ko; the locales test guarantees en and ja have the same files. */
export const NAMESPACES = Object.keys(sourceResources).sort();

const loaders = new Map<string, () => Promise<Namespace>>();
for (const [path, load] of Object.entries(otherFiles)) {
  const parsed = parseLocalePath(path);
  if (parsed) loaders.set(`${parsed.language}/${parsed.namespace}`, load);
}

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

/** Creates a ready-to-use instance with `language` and ko loaded. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: SOURCE_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: { [SOURCE_LANGUAGE]: sourceResources },
      partialBundledLanguages: true,
      // React escapes output itself; escaping here would double-escape.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
