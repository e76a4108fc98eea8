import type { InstantStatus } from '@contracts';
import { useTranslation } from 'react-i18next';
import { JobProgress, jobPercent, type ProgressCurve } from '../../../shared/ui/JobProgress';

export type Stage = 'uploading' | InstantStatus;

// Most jobs take seconds, AI engines up to about 30 s.
const CURVE: ProgressCurve = { first: 10, pending: 20, from: 25, span: 70, tau: 12 };

export const progressPercent = (stage: Stage, seconds: number) => jobPercent(stage, seconds, CURVE);

/** The running job: where it is (upload, queue, making), the seconds since start and the bar. */
export function ProgressPanel({ stage, startedAt }: { stage: Stage; startedAt: number }) {
  const { t } = useTranslation('instant');
  return (
    <JobProgress
      namespace="instant"
      first="uploading"
      {...{ stage, startedAt }}
      curve={CURVE}
      testId="instant-progress"
    >
      <p className="tool-note">{t('progress.hint')}</p>
    </JobProgress>
  );
}
