// Security review M2: what a functions deploy uploads, listed by firebase-tools' own packaging code, against a
// copy of the real functions/ folder with the local secret and env files a developer machine has.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionsConfig, packagedFiles, secretFiles } from '../../scripts/lib/deploy-package.mjs';
import { repoRoot } from '../../scripts/lib/workspace.mjs';

// What the scripts and the README tell developers to keep next to the functions, plus other env-file shapes.
const PLANTED = [
  '.secret.local',
  '.secret',
  '.env.local',
  '.env.demo-bitna.local',
  '.env',
  '.env.demo-bitna',
  '.env.production',
  'keys.local',
  'lib/.env.local',
  'lib/.secret.local',
];

// The list firebase.json had at the review's commit: it replaces firebase-tools' defaults, so `*.local` was lost.
const REVIEWED_IGNORE = ['node_modules', '.git', 'src', 'tsconfig.json', '*.log', '**/*.test.*'];

let sourceDir: string;

beforeAll(() => {
  const config = functionsConfig();
  const realSource = path.join(repoRoot, config.source);
  sourceDir = path.join(mkdtempSync(path.join(tmpdir(), 'bitna-deploy-')), 'functions');
  // The real folder without its dependencies, which the ignore list drops anyway, and without its build:
  // `npm test` builds lib/ beside this suite, so it may be half written; a stand-in index.js takes its place.
  cpSync(realSource, sourceDir, {
    recursive: true,
    filter: (src) =>
      !['node_modules', 'lib'].includes(path.relative(realSource, src).split(path.sep)[0] ?? ''),
  });
  mkdirSync(path.join(sourceDir, 'lib'), { recursive: true });
  writeFileSync(path.join(sourceDir, 'lib', 'index.js'), '');
  mkdirSync(path.join(sourceDir, 'node_modules', 'dep'), { recursive: true });
  writeFileSync(path.join(sourceDir, 'node_modules', 'dep', 'index.js'), '');
  for (const file of PLANTED) writeFileSync(path.join(sourceDir, file), 'TOSS_SECRET_KEY=live_sk_planted\n');
}, 30_000);

afterAll(() => {
  rmSync(path.dirname(sourceDir), { recursive: true, force: true });
});

describe('M2 secrets out of deploys', () => {
  it('the functions upload holds the built code but no secret or env file', async () => {
    const files = await packagedFiles(sourceDir, functionsConfig().ignore);
    expect(files).toContain('package.json');
    expect(files).toContain('lib/index.js');
    expect(files.some((file) => file.startsWith('src/') || file.startsWith('node_modules/'))).toBe(false);
    expect(secretFiles(files)).toEqual([]);
  }, 30_000);

  it('the check catches the ignore list the review found (it uploaded every planted file)', async () => {
    const leaked = secretFiles(await packagedFiles(sourceDir, REVIEWED_IGNORE));
    expect(leaked).toEqual([...PLANTED].sort());
  }, 30_000);

  it('a deploy runs the guard before packaging', () => {
    expect(functionsConfig().predeploy).toContain('node scripts/check-deploy-package.mjs');
  });
});
