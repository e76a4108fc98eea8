import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Tests that run the imaging engine. The first engine call in a process loads the face and segmentation models
// (seconds on a 2-core machine), so these files share their worker's modules (isolate: false): the models load
// once per worker instead of once per file. None of them mocks a module.
const ENGINE_TESTS = ['functions/src/imaging/**/*.test.ts', 'functions/src/providers/ai/local-*.test.ts'];

// A file that replaces modules (vi.mock and the like) needs a module registry of its own. Every other web test
// shares its worker's modules and jsdom window (isolate: false): a fresh window and imports cost about 2 s of
// CPU per file, most of the web suite's time. The split follows each file's content, so a new test lands on
// the right side by itself.
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const webRoot = path.join(import.meta.dirname, 'web');
const webTests = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file));
const replacesModules = (file: string) =>
  REPLACES_MODULES.test(readFileSync(path.join(webRoot, file), 'utf8'));

const webProject = (name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
  extends: './web/vite.config.ts',
  test: {
    name,
    environment: 'jsdom',
    isolate,
    // A worker thread starts cheaper than a child process: about 13 % less CPU for the isolated files.
    pool: 'threads',
    // Pages load their code and strings lazily; the first test to open one in a worker waits for those
    // chunks, which on a busy 2-core machine can pass the default 5 s. `npm test` runs these at the lowest
    // CPU priority beside the emulator suites (scripts/test.mjs), so a test may get a fraction of a core.
    testTimeout: 60_000,
    // Fake timers and lazy chunks under a full 2-core load have failed a test once in a few hundred runs:
    // one more try, named in npm test's summary when it was needed.
    retry: 1,
    root: './web',
    include,
    setupFiles: ['./src/test-setup.ts'],
  },
});

// One config, six projects. `npm test` runs them (with Playwright) against emulators started by
// `firebase emulators:exec`; unit and web need no emulator and can run alone: `npx vitest --project 'web*'`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: [...configDefaults.exclude, ...ENGINE_TESTS],
          // Some use cases call the engine inline; its first call loads the models (seconds on a busy 2-core
          // machine), so the default 5 s would time out on load, not on a wrong result. Low priority in
          // `npm test`, as the web tests.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit-engine',
          environment: 'node',
          include: ENGINE_TESTS,
          isolate: false,
          // Some tests make a dozen ID photos; at low priority beside the emulator suites (scripts/test.mjs)
          // they may get a fraction of a core. A time limit guards against a hang, not a slow result.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      webProject('web', webTests.filter(replacesModules), true),
      webProject(
        'web-shared',
        webTests.filter((file) => !replacesModules(file)),
        false,
      ),
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Triggers and the emulator process share 2 cores with everything else: a test that missed its time
          // once runs again, and npm test's summary names it (scripts/lib/results.mjs). Twice is a failure.
          retry: 1,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
          retry: 1, // as the functions project
        },
      },
    ],
  },
});
