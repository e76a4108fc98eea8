import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCredits } from './useCredits';

/** Spec §5/§9: after the no-credits message the page goes to /pricing (or the line's top-up) 2 s later. */
export const PRICING_REDIRECT_MS = 2000;
/** Spec §4/§9: the balance is fetched again 10 s after a success (the server's count is the truth). */
export const CREDITS_REFETCH_MS = 10_000;

/** How a paid job ended, as far as the balance goes: a success, or a failure the server refunded. */
export type JobOutcome = 'completed' | 'refunded' | null;

/**
 * The credit side of a page that starts paid jobs: the page's message, the no-credits answer (the message,
 * then `buyPath`, /pricing unless the page sells its own top-up, 2 s later) and the balance fetched again when a job ends (at once after a refund, 10 s after
 * a success). Timers stop when the page goes away.
 */
export function useJobCredits(outcome: JobOutcome, noCreditsMessage: string, buyPath = '/pricing') {
  const navigate = useNavigate();
  const { credits, consume, fetch: fetchCredits } = useCredits();
  const [notice, setNotice] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (outcome === 'completed') later(CREDITS_REFETCH_MS, () => void fetchCredits(true));
    else if (outcome === 'refunded') void fetchCredits(true);
  }, [outcome, later, fetchCredits]);

  const outOfCredits = () => {
    setNotice(noCreditsMessage);
    setRedirecting(true);
    later(PRICING_REDIRECT_MS, () => navigate(buyPath));
  };

  return { credits, consume, fetchCredits, notice, setNotice, redirecting, outOfCredits };
}
