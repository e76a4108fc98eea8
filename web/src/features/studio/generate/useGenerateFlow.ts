import { GENERATION_LIMITS, type TrainingView } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../shared/lib/apiClient';
import { useCredits } from '../../credits';
import { cancelGeneration, startGeneration } from '../generation-api';
import { SEED_MAX, type GenerateForm } from './useGenerateForm';
import { useGenerationJob } from './useGenerationJob';

/** Spec §5/§9: after the no-credits message the page goes to /pricing 2 s later. */
export const PRICING_REDIRECT_MS = 2000;
/** Spec §4/§9: the balance is fetched again 10 s after a success (the server's count is the truth). */
export const CREDITS_REFETCH_MS = 10_000;

/**
 * Start, follow and cancel generations of one trained model (spec §4): start answers an id, the job is followed
 * live; completed shows the results and reloads the history, failed shows the server's error. A 402 (or a balance
 * below the cost) shows the no-credits message and goes to /pricing.
 */
export function useGenerateFlow(training: TrainingView, form: GenerateForm, reloadHistory: () => void) {
  const { t } = useTranslation('generate');
  const navigate = useNavigate();
  const { credits, fetch: fetchCredits } = useCredits();
  const [notice, setNotice] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const job = useGenerationJob(generationId);
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

  const settled = job.settled?.status;
  useEffect(() => {
    if (!settled) return;
    reloadHistory();
    if (settled === 'completed') later(CREDITS_REFETCH_MS, () => void fetchCredits(true));
    // A failed job was refunded on the server.
    else void fetchCredits(true);
  }, [settled, later, fetchCredits, reloadHistory]);

  const outOfCredits = () => {
    setNotice(t('validation.noCredits'));
    setRedirecting(true);
    later(PRICING_REDIRECT_MS, () => navigate('/pricing'));
  };

  const start = async () => {
    if (redirecting) return;
    setNotice(null);
    const problem = form.problem();
    if (problem)
      return setNotice(t(`validation.${problem}`, { max: GENERATION_LIMITS.promptMax, seedMax: SEED_MAX }));
    if (credits && credits.generation <= 0) return outOfCredits();
    // Some credits left but fewer than the photos asked for: fewer photos will do, no need to leave the page.
    if (credits && credits.generation < form.numImages)
      return setNotice(t('validation.fewerImages', { balance: credits.generation }));
    setGenerationId(null);
    setSending(true);
    setStartedAt(Date.now());
    try {
      const answer = await startGeneration(form.request(training.id, training.trigger_word));
      setGenerationId(answer.generation_id);
      void fetchCredits(true);
    } catch (e) {
      setStartedAt(null);
      void fetchCredits(true);
      if (e instanceof ApiError && e.status === 402) outOfCredits();
      else setNotice(e instanceof ApiError && e.code ? e.message : t('errors.start'));
    } finally {
      setSending(false);
    }
  };

  const cancel = async () => {
    if (!generationId) return;
    setCancelling(true);
    try {
      await cancelGeneration(generationId);
    } catch (e) {
      setNotice(e instanceof ApiError && e.code ? e.message : t('errors.cancel'));
    } finally {
      setCancelling(false);
    }
  };

  const running = sending || (!!generationId && !job.settled && !job.lost);
  return {
    start,
    cancel,
    cancelling,
    running,
    /** 'starting' until the job exists, then the job's status. */
    stage: sending ? ('starting' as const) : job.status,
    startedAt,
    result: job.settled,
    notice: notice ?? job.lost,
    redirecting,
  };
}
