import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepProgress, useElapsedSeconds } from './StepProgress';

/** The states every job document goes through (contracts' job status). */
type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';

/**
 * How a job line's bar fills: the share shown during its first step (upload, start) and in the queue, then a
 * making band from `from` that approaches `from + span` with the elapsed seconds (time constant `tau`).
 */
export type ProgressCurve = { first: number; pending: number; from: number; span: number; tau: number };

/**
 * A friendly bar, not a measurement: each step has its band and the making band fills slowly with the elapsed
 * time, never reaching the end before the result.
 */
export function jobPercent(stage: string, seconds: number, curve: ProgressCurve): number {
  if (stage === 'completed' || stage === 'failed') return 100;
  if (stage === 'pending') return curve.pending;
  if (stage !== 'processing') return curve.first;
  return Math.round(curve.from + curve.span * (1 - Math.exp(-seconds / curve.tau)));
}

type Props<First extends string> = {
  /** The namespace of the job line's `progress.*` texts (one per step, `elapsed`, `label`). */
  namespace: 'instant' | 'generate';
  first: First;
  stage: First | JobStatus;
  startedAt: number;
  curve: ProgressCurve;
  testId: string;
  className?: string;
  children?: ReactNode;
};

/** A running job: where it is (its first step, the queue, the making), the seconds since start and the bar. */
export function JobProgress<First extends string>({
  namespace,
  first,
  stage,
  startedAt,
  curve,
  ...rest
}: Props<First>) {
  const { t } = useTranslation(namespace);
  const seconds = useElapsedSeconds(startedAt);
  const steps = [first, 'pending', 'processing', 'completed'];
  const key = (step: string) => `progress.${step}` as 'progress.pending';
  return (
    <StepProgress
      stage={stage}
      steps={steps.map((step) => t(key(step)))}
      current={steps.indexOf(stage)}
      status={t(key(stage === 'failed' ? 'processing' : stage))}
      elapsed={t('progress.elapsed', { seconds })}
      barLabel={t('progress.label')}
      percent={jobPercent(stage, seconds, curve)}
      {...rest}
    />
  );
}
