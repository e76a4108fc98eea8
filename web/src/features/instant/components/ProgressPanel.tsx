import type { InstantStatus } from '@contracts';
import { useTranslation } from 'react-i18next';
import { StepProgress, useElapsedSeconds } from '../../../shared/ui';

export type Stage = 'uploading' | InstantStatus;
const STEPS = ['uploading', 'pending', 'processing', 'completed'] as const;

/**
 * A friendly bar, not a measurement: each step has its band and the processing band fills slowly with the
 * elapsed time (most jobs take seconds, AI engines up to about 30 s), never reaching the end before the result.
 */
export function progressPercent(stage: Stage, seconds: number): number {
  if (stage === 'completed' || stage === 'failed') return 100;
  if (stage === 'uploading') return 10;
  if (stage === 'pending') return 20;
  return Math.round(25 + 70 * (1 - Math.exp(-seconds / 12)));
}

/** The running job: where it is (upload, queue, making), the seconds since start and the bar. */
export function ProgressPanel({ stage, startedAt }: { stage: Stage; startedAt: number }) {
  const { t } = useTranslation('instant');
  const seconds = useElapsedSeconds(startedAt);
  return (
    <StepProgress
      testId="instant-progress"
      stage={stage}
      steps={STEPS.map((step) => t(`progress.${step}`))}
      current={STEPS.indexOf(stage as (typeof STEPS)[number])}
      status={t(`progress.${stage === 'failed' ? 'processing' : stage}`)}
      elapsed={t('progress.elapsed', { seconds })}
      barLabel={t('progress.label')}
      percent={progressPercent(stage, seconds)}
    >
      <p className="tool-note">{t('progress.hint')}</p>
    </StepProgress>
  );
}
