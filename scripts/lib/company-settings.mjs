// The footer's and legal pages' business details (Korean e-commerce law requires them on every page) come from
// VITE_COMPANY_* when the web app is built (web/src/shared/lib/company.ts); a fresh clone builds with
// placeholders (홍길동, 000-00-00000). companyProblems names the settings a launch build would still lack.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

export const COMPANY_KEYS = [
  'VITE_COMPANY_NAME',
  'VITE_COMPANY_CEO',
  'VITE_COMPANY_ADDRESS',
  'VITE_COMPANY_REGISTRATION_NO',
  'VITE_COMPANY_TELECOM_SALES_NO',
  'VITE_COMPANY_EMAIL',
  'VITE_COMPANY_PHONE',
];

/** The values company.ts and locales/ko/common.json fall back to: never a real company's details. */
const PLACEHOLDERS = new Set([
  '000-00-00000',
  '2025-서울강남-00000',
  'support@bitna.example',
  '02-000-0000',
  '주식회사 빛나',
  '홍길동',
  '서울특별시 강남구 테헤란로 000',
]);

/** The keys of COMPANY_KEYS that are unset, blank or still a placeholder in `env`. */
export function companyProblems(env) {
  return COMPANY_KEYS.filter((key) => {
    const value = env[key]?.trim();
    return !value || PLACEHOLDERS.has(value);
  });
}

/** KEY=value lines (optionally quoted; # comments), as Vite's .env files hold them. */
export function parseEnvFile(text) {
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.]+)\s*=\s*(.*)?\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    env[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** What a production `vite build` of web/ reads: its .env files (later ones win), then the environment. */
export function productionWebEnv(webDir = path.join(repoRoot, 'web'), processEnv = process.env) {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const fromFiles = Object.assign(
    {},
    ...files
      .map((file) => path.join(webDir, file))
      .filter((file) => existsSync(file))
      .map((file) => parseEnvFile(readFileSync(file, 'utf8'))),
  );
  return { ...fromFiles, ...processEnv };
}
