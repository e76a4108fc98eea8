// Security review M6: the deployed HTTPS functions, read from what firebase-tools reads at deploy time (each
// exported function's endpoint manifest), the route table, and the Hosting rewrites in firebase.json.
import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
import { settings } from './config';
import * as deployed from './index';
import { describeProviders } from './providers';
import { SYNC_PROVIDER_TIMEOUT_MS } from './providers/ai';
import type { AppDeps } from './http/app';
import { routeGroups, type FunctionName } from './routes';

interface Endpoint {
  httpsTrigger?: object;
  region?: string[];
  availableMemoryMb?: number;
  concurrency?: number;
  timeoutSeconds?: number;
  secretEnvironmentVariables?: { key: string }[];
}
const endpoints = Object.fromEntries(
  Object.entries(deployed).map(([name, fn]) => [name, (fn as { __endpoint: Endpoint }).__endpoint]),
);
const httpsFunctions = Object.keys(endpoints).filter((name) => endpoints[name]?.httpsTrigger);
const secretsOf = (name: string) => (endpoints[name]?.secretEnvironmentVariables ?? []).map((s) => s.key);

const unused = () => {
  throw new Error('not called while listing routes');
};
const deps: AppDeps = { verifyIdToken: unused, providers: unused, rateLimiter: unused };
/** The paths a function's routers declare, e.g. '/payments/:paymentKey/refund'. */
const pathsOf = (name: FunctionName) =>
  routeGroups[name].routes.flatMap((route) =>
    (route(deps) as Router).stack.flatMap((layer) => (layer.route ? [String(layer.route.path)] : [])),
  );
const under = (path: string, prefix: string) =>
  prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
}
const rewrites = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { rewrites: Rewrite[] };
  }
).hosting.rewrites;
// The globs firebase.json uses: literal paths and `**` (anything, across segments).
const globRegex = (glob: string) => new RegExp(`^${glob.replace(/\*\*/g, '.*')}$`);
/** The function Hosting sends a path to: the first matching rewrite wins, as in Hosting. */
const hostingTarget = (path: string) =>
  rewrites.find((r) => globRegex(r.source).test(path))?.function?.functionId;

describe('M6 — one HTTPS function per privilege and weight', () => {
  it('M6 — payments, imaging and api are the deployed HTTPS functions, each serving only its route prefixes', () => {
    expect(httpsFunctions.sort()).toEqual(['api', 'imaging', 'payments']);
    const served = Object.fromEntries(
      (Object.keys(routeGroups) as FunctionName[]).map((name) => [name, routeGroups[name].prefixes]),
    );
    // The heavy lines (image decoding, AI providers) run on imaging; payments alone hold the Toss key.
    expect(served.payments).toEqual(['/payments']);
    expect(served.api).toEqual(['/']);
    expect(served.imaging).toEqual(
      expect.arrayContaining(['/id-photo', '/mask', '/instant', '/training', '/generation', '/gemini']),
    );
    // No prefix is sent to a function that serves nothing under it.
    for (const name of Object.keys(routeGroups) as FunctionName[])
      for (const prefix of routeGroups[name].prefixes)
        expect(
          pathsOf(name).some((path) => under(path, prefix)),
          `${name} serves something under ${prefix}`,
        ).toBe(true);
    for (const name of Object.keys(routeGroups) as FunctionName[]) {
      const others = (Object.keys(routeGroups) as FunctionName[])
        .filter((other) => other !== name)
        .flatMap((other) => routeGroups[other].prefixes.filter((p) => p !== '/'));
      for (const path of pathsOf(name)) {
        expect(
          routeGroups[name].prefixes.some((p) => under(path, p)),
          `${name} serves ${path}`,
        ).toBe(true);
        expect(
          others.some((p) => under(path, p)),
          `${path} is claimed by another function`,
        ).toBe(false);
      }
    }
    expect(pathsOf('payments')).toContain('/payments/webhook/toss');
    expect(pathsOf('imaging')).toEqual(expect.arrayContaining(['/id-photo', '/mask/face-only']));
  });

  it('M6 — only the payments function binds the Toss secret key', () => {
    expect(secretsOf('payments')).toEqual(['TOSS_SECRET_KEY']);
    // The reconciliation schedule (review M4) looks orders up at Toss: the payments line's only other holder.
    const tossHolders = ['payments', 'paymentsReconcile'];
    for (const name of Object.keys(endpoints).filter((n) => !tossHolders.includes(n))) {
      expect(secretsOf(name), name).not.toContain('TOSS_SECRET_KEY');
    }
    expect(secretsOf('imaging')).toEqual(['IDEOGRAM_API_KEY', 'GEMINI_API_KEY', 'FAL_KEY']);
    // Untrusted decoders get their own memory and a low concurrency; the light functions stay small.
    expect(endpoints.imaging).toMatchObject({ availableMemoryMb: 2048, concurrency: 4 });
    expect(endpoints.payments?.availableMemoryMb).toBeLessThan(2048);
    expect(endpoints.api?.availableMemoryMb).toBeLessThan(2048);
  });

  it('M6 — Hosting rewrites every route of a function to that function, in the same region', () => {
    for (const name of Object.keys(routeGroups) as FunctionName[]) {
      for (const path of pathsOf(name)) {
        const concrete = `/api/v1${path.replace(/:\w+/g, 'x')}`;
        expect(hostingTarget(concrete), concrete).toBe(name);
      }
    }
    const targets = rewrites.flatMap((r) => (r.function ? [r.function] : []));
    for (const target of targets) {
      expect(httpsFunctions).toContain(target.functionId);
      expect(endpoints[target.functionId]?.region).toEqual([target.region]);
    }
  });

  // The payments' problems (outside the emulators the lines without an AI provider report theirs too).
  const paymentProblems = () =>
    describeProviders(settings()).problems.filter((p) => !p.includes('AI provider'));

  it('M6 — a function that does not bind the Toss secret does not read it, even where the environment has it', () => {
    // The emulator hands every function all of functions/.secret.local; FUNCTION_TARGET names the function.
    Object.assign(process.env, {
      PAYMENTS_PROVIDER: 'toss',
      TOSS_SECRET_KEY: 'live_sk_x',
      TOSS_CLIENT_KEY: 'live_ck_x',
      FUNCTION_TARGET: 'imaging',
    });
    try {
      expect(settings().toss.secretKey).toBe('');
      // It cannot check the key, so it reports no problem: only the payments function acts on it.
      expect(paymentProblems()).toEqual([]);
      process.env.FUNCTION_TARGET = 'payments';
      expect(settings().toss.secretKey).toBe('live_sk_x');
      process.env.TOSS_SECRET_KEY = 'unset';
      expect(paymentProblems()).toEqual(['PAYMENTS_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY']);
    } finally {
      for (const name of ['PAYMENTS_PROVIDER', 'TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY', 'FUNCTION_TARGET']) {
        delete process.env[name];
      }
    }
  });
});

describe('Hosting’s 60 s limit', () => {
  it('no HTTPS function runs longer than Hosting waits, and provider calls inside a request give up first', () => {
    expect(httpsFunctions.length).toBeGreaterThan(0);
    for (const name of httpsFunctions) expect(endpoints[name]?.timeoutSeconds, name).toBeLessThanOrEqual(60);
    expect(SYNC_PROVIDER_TIMEOUT_MS).toBeLessThanOrEqual(50_000);
  });
});
