import { TRAINING_LIST_LIMIT, TRAINING_POLL_MS, type TrainingView } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listTrainings } from './training-api';

export type Trainings = {
  /** undefined until the first answer. */
  trainings: TrainingView[] | undefined;
  /** The last refresh failed (the list keeps its last answer). */
  error: string | null;
  reload: () => Promise<void>;
  /** Apply what an action changed to one training (merged into the latest view), or drop it (null). */
  update: (id: string, change: Partial<TrainingView> | null) => void;
};

/**
 * The newest TRAINING_LIST_LIMIT trainings, refreshed every TRAINING_POLL_MS (spec §4/§9). The next refresh is
 * timed from the end of the last one, so a slow server never gets overlapping calls; a refresh answered after
 * a newer one is dropped.
 */
export function useTrainings(): Trainings {
  const [trainings, setTrainings] = useState<TrainingView[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const list = await listTrainings(TRAINING_LIST_LIMIT, 0);
      if (mine !== generation.current) return;
      setTrainings(list);
      setError(null);
    } catch (e) {
      if (mine === generation.current) setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      void reload().finally(() => {
        if (!stopped) timer = setTimeout(tick, TRAINING_POLL_MS);
      });
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reload]);

  const update = useCallback((id: string, change: Partial<TrainingView> | null) => {
    setTrainings((list) => list?.flatMap((t) => (t.id !== id ? [t] : change ? [{ ...t, ...change }] : [])));
  }, []);

  return { trainings, error, reload, update };
}
