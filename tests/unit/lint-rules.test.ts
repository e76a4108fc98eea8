// The lint rules that keep the house's shape fire on a violation and stay quiet on the allowed form.
// Each case lints a snippet as if it lived at the given path, with the repository's own eslint.config.js.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const cases: { rule: string; file: string; bad: string; good: string }[] = [
  {
    rule: 'no-restricted-syntax',
    file: 'web/src/features/auth/components/Greeting.tsx',
    bad: `export const Greeting = () => <p>안녕하세요</p>;`,
    good: `export const Greeting = ({ t }: { t: (k: string) => string }) => <p>{t('greeting')} · </p>;`,
  },
  {
    rule: 'bitna/imports',
    file: 'web/src/features/landing/pages/Pricing.tsx',
    bad: `export { fetchPackages } from '../../payments/api';`,
    good: `export { PackageList } from '../../payments';`,
  },
  {
    rule: 'bitna/imports',
    file: 'web/src/features/auth/useThing.ts',
    bad: `export { router } from '../../app/router';`,
    good: `export { apiRequest } from '../../shared/lib/apiClient';`,
  },
  {
    rule: 'bitna/imports',
    file: 'web/src/features/payments/view.ts',
    bad: `export { settings } from '../../../../functions/src/config';`,
    good: `export type { PaymentView } from '@contracts';`,
  },
  {
    rule: 'bitna/imports',
    file: 'functions/src/imaging/thing.ts',
    bad: `export { imagingRoute } from '../http/upload';`,
    good: `export { ImagingError } from './errors';`,
  },
  {
    rule: 'bitna/imports',
    file: 'functions/src/imaging/other.ts',
    bad: `export { ID_STANDARDS } from '../features/idphoto/standards';`,
    good: `export { runEngine } from './engine';`,
  },
  {
    rule: 'bitna/imports',
    file: 'functions/src/providers/ai/thing.ts',
    bad: `export { ID_STANDARDS } from '../../features/idphoto/standards';`,
    good: `export { ID_STANDARDS } from '../../imaging/id-standards';`,
  },
  {
    rule: 'bitna/imports',
    file: 'functions/src/http/thing.ts',
    bad: `export * from '../features/credits';`,
    good: `export { AppError } from '../shared/errors';`,
  },
  {
    rule: 'bitna/imports',
    file: 'functions/src/features/payments/thing.ts',
    bad: `export * from '../credits/ledger';`,
    good: `export * from '../credits';`,
  },
  {
    rule: 'bitna/imports',
    file: 'functions/src/contracts/thing.ts',
    bad: `export { settings } from '../config';`,
    good: `export { z } from 'zod';`,
  },
  {
    rule: 'no-restricted-imports',
    file: 'web/src/features/auth/components/Widget.tsx',
    bad: `export { getAuth } from 'firebase/auth';`,
    good: `export { idToken } from '../../../shared/lib/firebase';`,
  },
  // One way to call the API: requests and the /api/v1 prefix live in shared/lib/apiClient only.
  {
    rule: 'no-restricted-globals',
    file: 'web/src/features/gallery/api.ts',
    bad: `export const list = () => fetch('/api/v1/generation/list').then((r) => r.json());`,
    good: `import { apiBlob } from '../../shared/lib/apiClient';\nexport const mask = () => apiBlob('/mask/face-only');`,
  },
  {
    rule: 'no-restricted-globals',
    file: 'web/src/features/studio/training-api.ts',
    bad: `export const upload = () => new XMLHttpRequest();`,
    good: `import { apiRequest } from '../../shared/lib/apiClient';\nexport { apiRequest };`,
  },
  {
    rule: 'no-restricted-syntax',
    file: 'web/src/features/auth/api.ts',
    bad: 'export const start = (p: string) => window.location.assign(`/api/v1/auth/${p}/start`);',
    good: "import { apiUrl } from '../../shared/lib/apiClient';\nexport const start = (p: string) => window.location.assign(apiUrl(`/auth/${p}/start`));",
  },
  {
    rule: 'no-restricted-syntax',
    file: 'web/src/features/tools/api.ts',
    bad: `export const health = () => window.fetch('/health');`,
    good: `import { apiProbe } from '../../shared/lib/apiClient';\nexport const health = () => apiProbe('/health', { auth: false });`,
  },
];

describe('lint rules that keep the shape', () => {
  it.each(cases)('$rule fires in $file', async ({ rule, file, bad }) => {
    expect(await ruleIds(file, bad)).toContain(rule);
  });

  it.each(cases)('$rule allows the intended form in $file', async ({ rule, file, good }) => {
    expect(await ruleIds(file, good)).not.toContain(rule);
  });
});
