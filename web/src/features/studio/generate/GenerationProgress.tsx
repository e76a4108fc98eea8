import type { GenerationStatus } from '@contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx, Spinner } from '../../../shared/ui';

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
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const percent = progressPercent(stage, seconds);
  const at = STEPS.indexOf(stage as (typeof STEPS)[number]);
  return (
    <div className="gen-progress" data-testid="gen-progress" data-stage={stage}>
      <p className="gen-progress__status" aria-live="polite">
        <Spinner size="sm" />
        <strong>{t(`progress.${stage === 'failed' ? 'processing' : stage}`)}</strong>
        <span className="gen-progress__elapsed">{t('progress.elapsed', { seconds })}</span>
      </p>
      <div
        className="gen-progress__bar"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="gen-steps">
        {STEPS.map((step, i) => (
          <li key={step} className={cx(i < at && 'is-done', i === at && 'is-current')}>
            {t(`progress.${step}`)}
          </li>
        ))}
      </ol>
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
    </div>
  );
}
