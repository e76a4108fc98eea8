import type { GenerationStatus } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StepProgress, useElapsedSeconds } from '../../../shared/ui';

export type Stage = 'starting' | GenerationStatus;
const STEPS = ['starting', 'pending', 'processing', 'completed'] as const;

/**
 * A friendly bar, not a measurement: each step has its band and the processing band fills slowly with the
 * elapsed time (the local engine takes seconds, a LoRA model up to a minute or two), never reaching the end.
 */
export function progressPercent(stage: Stage, seconds: number): number {
  if (stage === 'completed' || stage === 'failed') return 100;
  if (stage === 'starting') return 5;
  if (stage === 'pending') return 15;
  return Math.round(20 + 75 * (1 - Math.exp(-seconds / 30)));
}

type Props = { stage: Stage; startedAt: number; onCancel: () => void; cancelling: boolean };

/** The running generation: where it is, the seconds since start, the bar, and a way to stop it. */
export function GenerationProgress({ stage, startedAt, onCancel, cancelling }: Props) {
  const { t } = useTranslation('generate');
  const seconds = useElapsedSeconds(startedAt);
  return (
    <StepProgress
      testId="gen-progress"
      className="gen-progress"
      stage={stage}
      steps={STEPS.map((step) => t(`progress.${step}`))}
      current={STEPS.indexOf(stage as (typeof STEPS)[number])}
      status={t(`progress.${stage === 'failed' ? 'processing' : stage}`)}
      elapsed={t('progress.elapsed', { seconds })}
      barLabel={t('progress.label')}
      percent={progressPercent(stage, seconds)}
    >
      {stage !== 'starting' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={onCancel}
          disabled={cancelling}
          data-testid="gen-cancel"
        >
          {cancelling ? <Spinner size="sm" /> : null}
          {t('actions.cancel')}
        </Button>
      )}
    </StepProgress>
  );
}
