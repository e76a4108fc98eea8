import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// House style: no user-facing string outside locales/, and a key missing in any language fails the build.
// ko is the source language; en and ja must mirror it exactly, namespace by namespace and key by key.

const LANGUAGES = ['ko', 'en', 'ja'] as const;
const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function namespacesOf(language: string): string[] {
  const dir = `${localesDir}${language}`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function load(language: string, namespace: string): Json {
  return JSON.parse(readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8')) as Json;
}

/** Flattens to 'a.b.c' → value; arrays are leaves (their length may differ between languages). */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const allNamespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))].sort();

describe('locales', () => {
  it.each(LANGUAGES)('has a %s folder with namespaces', (language) => {
    expect(namespacesOf(language).length).toBeGreaterThan(0);
  });

  it('has every namespace in every language', () => {
    const missing = LANGUAGES.flatMap((language) =>
      allNamespaces
        .filter((ns) => !namespacesOf(language).includes(ns))
        .map((ns) => `${language}/${ns}.json`),
    );
    expect(missing, 'namespace files missing').toEqual([]);
  });

  describe.each(allNamespaces)('namespace %s', (namespace) => {
    const present = LANGUAGES.filter((language) => namespacesOf(language).includes(namespace));
    const flat = new Map(present.map((language) => [language, flatten(load(language, namespace))]));
    const source = flat.get('ko') ?? new Map<string, Json>();

    it.each(LANGUAGES.filter((language) => language !== 'ko'))('ko and %s have the same keys', (language) => {
      const other = flat.get(language) ?? new Map<string, Json>();
      const missingInOther = [...source.keys()].filter((key) => !other.has(key));
      const extraInOther = [...other.keys()].filter((key) => !source.has(key));
      expect(missingInOther, `keys in ko/${namespace}.json missing from ${language}`).toEqual([]);
      expect(extraInOther, `keys in ${language}/${namespace}.json missing from ko`).toEqual([]);
    });

    it.each(present)('%s values are non-empty strings with the same placeholders as ko', (language) => {
      const problems: string[] = [];
      for (const [key, value] of flat.get(language)!) {
        if (Array.isArray(value)) continue;
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${key}: empty or not a string`);
          continue;
        }
        const sourceValue = source.get(key);
        if (
          typeof sourceValue === 'string' &&
          placeholders(sourceValue).join() !== placeholders(value).join()
        ) {
          problems.push(
            `${key}: placeholders ${placeholders(value)} differ from ko ${placeholders(sourceValue)}`,
          );
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
