// A job's file write survives a dropped connection: the Storage client does not retry an upload without a
// generation precondition, and an EPIPE from a loaded Storage emulator failed (and refunded) a paid generation.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What each save answers in turn (the last one repeats), and what it was given. */
let outcomes: Array<Error | null> = [];
let calls: Array<[Buffer, unknown]> = [];
const save = async (data: Buffer, options: unknown) => {
  calls.push([data, options]);
  const outcome = outcomes[Math.min(calls.length, outcomes.length) - 1];
  if (outcome) throw outcome;
};
vi.mock('../shared/firebase', () => ({ bucket: () => ({ file: () => ({ save }) }) }));
const { SAVE_ATTEMPTS, saveFile, transientStorageError } = await import('./files');

const failure = (message: string, code: string | number) => Object.assign(new Error(message), { code });
const write = () =>
  saveFile('users/u/x.png', Buffer.from('png'), 'image/png').then(
    () => null,
    (err: unknown) => err as { code?: unknown },
  );

beforeEach(() => {
  outcomes = [];
  calls = [];
});

describe('saveFile', () => {
  it('writes again after a dropped connection and a 503, with the same bytes and options', async () => {
    outcomes = [failure('write EPIPE', 'EPIPE'), failure('unavailable', 503), null];
    expect(await write()).toBeNull();
    expect(calls).toHaveLength(3);
    for (const [data, options] of calls) {
      expect(String(data)).toBe('png');
      expect(options).toEqual({ contentType: 'image/png', resumable: false });
    }
  });

  it(`gives up after ${SAVE_ATTEMPTS} dropped connections with the last error`, async () => {
    outcomes = [failure('write EPIPE', 'EPIPE')];
    expect((await write())?.code).toBe('EPIPE');
    expect(calls).toHaveLength(SAVE_ATTEMPTS);
  });

  it('does not repeat a refusal', async () => {
    outcomes = [failure('forbidden', 403)];
    expect((await write())?.code).toBe(403);
    expect(calls).toHaveLength(1);
  });

  it('tells transient failures from the rest', () => {
    const transient = [failure('write EPIPE', 'EPIPE'), { code: 'ECONNRESET' }, { code: 429 }, { code: 500 }];
    expect(transient.map(transientStorageError)).toEqual([true, true, true, true]);
    const lasting = [{ code: 404 }, { code: 412 }, new TypeError('x'), null];
    expect(lasting.map(transientStorageError)).toEqual([false, false, false, false]);
  });
});
