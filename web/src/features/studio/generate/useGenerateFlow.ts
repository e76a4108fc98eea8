import { GENERATION_LIMITS, type GenerationStartRequest, type TrainingView } from '@contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/apiClient';
import { useJobCredits } from '../../credits';
import { cancelGeneration, retryRequest, startGeneration } from '../generation-api';
import { returnToModelAfterTopUp, STUDIO_TOPUP_PATH } from './topUp';
import { SEED_MAX, type GenerateForm } from './useGenerateForm';
import { useGenerationJob } from './useGenerationJob';

/**
 * Start, follow and cancel generations of one trained model (spec §4): start answers an id, the job is followed
 * live; completed shows the results and reloads the history, failed shows the server's error. A 402 (or a balance
 * below the cost) shows the no-credits message and goes to the Add-on 10 order (the same model, 10 more images), whose success
 * page comes back to this model.
 */
export function useGenerateFlow(training: TrainingView, form: GenerateForm, reloadHistory: () => void) {
  const { t } = useTranslation('generate');
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const job = useGenerationJob(generationId);
  const settled = job.settled?.status;
  // A failed job was refunded on the server, and so were results that are not the person.
  const jobCredits = useJobCredits(
    settled === 'completed' && !job.settled?.likeness_refund ? 'completed' : settled ? 'refunded' : null,
    t('validation.noCredits'),
    STUDIO_TOPUP_PATH,
  );
  const { credits, fetchCredits, notice, setNotice, redirecting } = jobCredits;
  // Add-on 10's success page then leads back here, to the same model.
  const outOfCredits = () => {
    returnToModelAfterTopUp(training.id);
    jobCredits.outOfCredits();
  };
  useEffect(() => {
    if (settled) reloadHistory();
  }, [settled, reloadHistory]);

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
    await send(form.request(training.id, training.trigger_word));
  };

  /** The free retry of results that were not the person: the same request, as many images as came back. */
  const retry = async () => {
    const last = job.settled;
    if (redirecting || !last?.likeness_refund) return;
    setNotice(null);
    await send(retryRequest(last, last.likeness_refund));
  };

  const send = async (request: GenerationStartRequest) => {
    setGenerationId(null);
    setSending(true);
    setStartedAt(Date.now());
    try {
      const answer = await startGeneration(request);
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
    retry,
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
