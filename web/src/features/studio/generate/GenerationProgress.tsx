import type { GenerationStatus } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../../shared/ui';
import { JobProgress, type ProgressCurve } from '../../../shared/ui/JobProgress';

export type Stage = 'starting' | GenerationStatus;

// The local engine takes seconds, a LoRA model up to a minute or two.
const CURVE: ProgressCurve = { first: 5, pending: 15, from: 20, span: 75, tau: 30 };

type Props = { stage: Stage; startedAt: number; onCancel: () => void; cancelling: boolean };

/** The running generation: where it is, the seconds since start, the bar, and a way to stop it. */
export function GenerationProgress({ stage, startedAt, onCancel, cancelling }: Props) {
  const { t } = useTranslation('generate');
  return (
    <JobProgress
      namespace="generate"
      first="starting"
      {...{ stage, startedAt }}
      curve={CURVE}
      testId="gen-progress"
      className="gen-progress"
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
    </JobProgress>
  );
}
