import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './useLoad';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('goes from loading to data', async () => {
    const { result } = renderHook(() => useLoad(async () => 'ready', []));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: undefined });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: 'ready', error: undefined });
  });

  it('reports an error, and a retry clears it and loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(3);
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.loading).toBe(false);
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, error: undefined });
    await waitFor(() => expect(result.current.data).toBe(3));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last data while a reload runs', async () => {
    const second = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('first').mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, data: 'first' });
    await act(async () => second.resolve('second'));
    expect(result.current).toMatchObject({ loading: false, data: 'second' });
  });

  it('ignores the answer of a request superseded by a deps change', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ id }: { id: 'a' | 'b' }) =>
        useLoad(
          (signal) => {
            signals.push(signal);
            return answers[id].promise;
          },
          [id],
        ),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => answers.b.resolve('b'));
    await act(async () => answers.a.resolve('a'));
    expect(result.current).toMatchObject({ data: 'b', loading: false });
  });

  it('aborts on unmount and never sets state afterwards', async () => {
    const answer = deferred<string>();
    let signal: AbortSignal | undefined;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderHook(() =>
      useLoad((s) => {
        signal = s;
        return answer.promise;
      }, []),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => answer.resolve('late'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('does nothing while disabled', () => {
    const load = vi.fn(async () => 1);
    const { result } = renderHook(() => useLoad(load, [], { enabled: false }));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ loading: false, data: undefined });
  });
});
