// `firebase deploy` refuses a decommissioned functions runtime (firebase-tools' guardVersionSupport) while the
// emulator runs any: this reads firebase-tools' own runtime table for the runtime firebase.json deploys, on
// today's date, and also wants 90 days of margin before the decommission date.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configuredRuntime,
  deployRuntimeProblems,
  engineMajors,
  MARGIN_DAYS,
  runtimeProblems,
} from '../../scripts/lib/deploy-runtime.mjs';

const require = createRequire(import.meta.url);
const { RUNTIMES, guardVersionSupport } =
  require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as {
    RUNTIMES: Record<string, { friendly: string; decommissionDate: string }>;
    guardVersionSupport(runtime: string, now?: Date): void;
  };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A firebase.json and functions/package.json pair in a scratch folder. */
function project(runtime: string, engine: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bitna-runtime-'));
  mkdirSync(path.join(dir, 'functions'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({ functions: [{ source: 'functions', runtime }] }),
  );
  writeFileSync(path.join(dir, 'functions', 'package.json'), JSON.stringify({ engines: { node: engine } }));
  return { file: path.join(dir, 'firebase.json'), done: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('the functions runtime a deploy asks for', () => {
  const today = new Date();
  const { runtime, engine } = configuredRuntime();

  it('is one firebase-tools knows, that functions/package.json allows next to the Node 20 of development', () => {
    expect(Object.keys(RUNTIMES)).toContain(runtime);
    expect(engineMajors(engine).map((major) => `nodejs${major}`)).toContain(runtime);
    expect(engineMajors(engine)).toContain(process.versions.node.split('.')[0]);
  });

  it(`passes firebase-tools' own guard today and has ${MARGIN_DAYS} days before its decommission date`, () => {
    expect(() => guardVersionSupport(runtime, today)).not.toThrow();
    const left = (new Date(RUNTIMES[runtime]!.decommissionDate).getTime() - today.getTime()) / DAY_MS;
    expect(
      left,
      `${runtime} is decommissioned on ${RUNTIMES[runtime]!.decommissionDate}`,
    ).toBeGreaterThanOrEqual(MARGIN_DAYS);
    expect(deployRuntimeProblems(today)).toEqual([]);
  });

  it('refuses a runtime firebase-tools says is decommissioned (nodejs20 since 2026-10-30)', () => {
    expect(runtimeProblems('nodejs20', new Date('2026-11-27T00:00:00Z'))).toEqual([
      expect.stringMatching(/Node\.js 20 was decommissioned on 2026-10-30/),
    ]);
    const old = project('nodejs20', '20');
    try {
      expect(deployRuntimeProblems(new Date('2026-11-27T00:00:00Z'), old.file)).toHaveLength(1);
    } finally {
      old.done();
    }
  });

  it('refuses a runtime within the margin of its decommission date, and an unknown one', () => {
    const decommission = new Date(RUNTIMES[runtime]!.decommissionDate).getTime();
    expect(runtimeProblems(runtime, new Date(decommission - (MARGIN_DAYS - 1) * DAY_MS))).toEqual([
      expect.stringMatching(/in \d+ days: upgrade the runtime/),
    ]);
    expect(runtimeProblems(runtime, new Date(decommission - (MARGIN_DAYS + 1) * DAY_MS))).toEqual([]);
    expect(runtimeProblems('nodejs99')).toEqual([expect.stringMatching(/does not know/)]);
  });

  it('refuses a functions/package.json whose engines leave out the deployed runtime', () => {
    const split = project('nodejs22', '20');
    try {
      expect(deployRuntimeProblems(new Date('2026-11-27T00:00:00Z'), split.file)).toEqual([
        expect.stringMatching(/does not include/),
      ]);
    } finally {
      split.done();
    }
    expect(engineMajors('20 || 22')).toEqual(['20', '22']);
  });
});
