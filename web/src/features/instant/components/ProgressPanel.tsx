import type { InstantStatus } from '@contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, Spinner } from '../../../shared/ui';

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
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const percent = progressPercent(stage, seconds);
  const at = STEPS.indexOf(stage as (typeof STEPS)[number]);
  return (
    <div className="instant-progress" data-testid="instant-progress" data-stage={stage}>
      <p className="instant-progress__status" aria-live="polite">
        <Spinner size="sm" />
        <strong>{t(`progress.${stage === 'failed' ? 'processing' : stage}`)}</strong>
        <span className="instant-progress__elapsed">{t('progress.elapsed', { seconds })}</span>
      </p>
      <div
        className="instant-progress__bar"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="instant-steps">
        {STEPS.map((step, i) => (
          <li key={step} className={cx(i < at && 'is-done', i === at && 'is-current')}>
            {t(`progress.${step}`)}
          </li>
        ))}
      </ol>
      <p className="tool-note">{t('progress.hint')}</p>
    </div>
  );
}
