// The functions table (functions.ts) is the one list of deployed functions: index.ts exports exactly its rows,
// each binds exactly the secrets its row names (and reads no other), and the triggers and schedules take their
// adapters from the dependencies they are given, as the HTTPS functions do.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

import { FUNCTION_SECRETS, settings } from './config';
import { FUNCTIONS, type FunctionName } from './functions';
import * as deployed from './index';
import { documentTrigger, schedule } from './triggers';

type Endpoint = { __endpoint: { secretEnvironmentVariables?: { key: string }[]; region?: string[] } };
const boundBy = (fn: unknown) =>
  ((fn as Endpoint).__endpoint.secretEnvironmentVariables ?? []).map((s) => s.key).sort();

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the functions table', () => {
  it('is what index.ts deploys, one export per row', () => {
    expect(Object.keys(deployed).sort()).toEqual(Object.keys(FUNCTIONS).sort());
  });

  it('binds every function exactly the secrets of its row, in the functions region', () => {
    for (const [name, fn] of Object.entries(deployed)) {
      const row = FUNCTIONS[name as FunctionName];
      expect([name, boundBy(fn)]).toEqual([name, [...row.secrets].sort()]);
      expect([name, FUNCTION_SECRETS[name as FunctionName].map((s) => s.name).sort()]).toEqual([
        name,
        [...row.secrets].sort(),
      ]);
      expect((fn as Endpoint).__endpoint.region).toEqual(['asia-northeast3']);
    }
  });

  it('N8 — the instant reconcile binds only fal’s key: it never calls Gemini', () => {
    expect(FUNCTION_SECRETS.instantReconcile.map((s) => s.name)).toEqual(['FAL_KEY']);
  });

  it('lets the payments reconcile read the Toss secret key and nothing else; a purge reads no secret', () => {
    Object.assign(process.env, { TOSS_SECRET_KEY: 'test_sk_bound', FAL_KEY: 'id:secret' });
    process.env.FUNCTION_TARGET = 'paymentsReconcile';
    expect([settings().toss.secretKey, settings().fal.key]).toEqual(['test_sk_bound', '']);
    process.env.FUNCTION_TARGET = 'retentionPurgeHourly';
    expect([settings().toss.secretKey, settings().fal.key]).toEqual(['', '']);
  });

  it('hands triggers and schedules the adapters of the dependencies they are built with', async () => {
    const providers = vi.fn(() => {
      throw new Error('injected providers');
    });
    const expire = schedule('trainingExpire', { providers });
    await expect(expire.run({ scheduleTime: '2026-03-01T05:00:00.000Z', jobName: 'x' })).rejects.toThrow(
      'injected providers',
    );
    const job = documentTrigger('generationJob', { providers });
    const event = { params: { id: 'g1' }, data: undefined } as unknown as Parameters<typeof job.run>[0];
    await expect(job.run(event)).rejects.toThrow('injected providers');
    expect(providers).toHaveBeenCalledTimes(2);
  });
});
