import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
  });

  it('passes the promise’s own error', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 50)).rejects.toThrow('offline');
  });

  it('rejects once the time is up', async () => {
    vi.useFakeTimers();
    const late = withTimeout(new Promise(() => {}), 1000);
    const assertion = expect(late).rejects.toThrow('Timed out after 1000 ms');
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });
});
