// Compiles the functions and copies the shared locales next to the output: deploys upload only functions/.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './lib/workspace.mjs';

const lib = path.join(repoRoot, 'functions', 'lib');
rmSync(lib, { recursive: true, force: true });
await run(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', 'functions/tsconfig.json']);
cpSync(path.join(repoRoot, 'locales'), path.join(lib, 'locales'), { recursive: true });
