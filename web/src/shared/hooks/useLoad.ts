import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type Load<T> = {
  /** The latest result; kept while a reload runs so the screen does not flash back to a skeleton. */
  data: T | undefined;
  /** The failure of the current request, cleared when a new one starts. */
  error: unknown;
  /** True from the start of a request until it settles (false while `enabled` is false). */
  loading: boolean;
  /** Runs the request again, e.g. from an error's retry button. */
  retry: () => void;
};

type Settled<T> = { key: readonly unknown[]; data?: T; error?: unknown; failed: boolean };

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Loads server data for a component: runs `load` when `deps` change or on `retry`, and drops the answer of a
 * request that was superseded or whose component unmounted (its signal is aborted then).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true }: { enabled?: boolean } = {},
): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = [...deps, attempt, enabled];

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setSettled({ key, data, failed: false }),
      (error: unknown) =>
        !controller.signal.aborted && setSettled((s) => ({ key, data: s?.data, error, failed: true })),
    );
    return () => controller.abort();
    // The caller's deps stand for `load`, as with useEffect; key is this render's copy of them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled !== null && sameKey(settled.key, key);
  return {
    data: settled?.data,
    error: current && settled.failed ? settled.error : undefined,
    loading: enabled && !current,
    retry,
  };
}
