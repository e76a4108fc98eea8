import { useEffect, useState, type ReactNode } from 'react';
import './StepProgress.css';
import { cx } from './classNames';
import { Spinner } from './Spinner';

/** Whole seconds since `startedAt`, ticking once a second while mounted. */
export function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

type Props = {
  /** data-testid of the panel; it also carries the stage as data-stage. */
  testId: string;
  stage: string;
  className?: string;
  /** The step labels in order and the index of the current one (-1: none, e.g. a failed job). */
  steps: readonly string[];
  current: number;
  status: string;
  elapsed: string;
  barLabel: string;
  percent: number;
  /** Below the steps: a hint, a cancel button. */
  children?: ReactNode;
};

/** A running job's panel: its status with the seconds since start, the bar and the steps done and to come. */
export function StepProgress({
  testId,
  stage,
  className,
  steps,
  current,
  status,
  elapsed,
  barLabel,
  percent,
  children,
}: Props) {
  return (
    <div className={cx('step-progress', className)} data-testid={testId} data-stage={stage}>
      <p className="step-progress__status" aria-live="polite">
        <Spinner size="sm" />
        <strong>{status}</strong>
        <span className="step-progress__elapsed">{elapsed}</span>
      </p>
      <div
        className="step-progress__bar"
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="step-progress__steps">
        {steps.map((label, i) => (
          <li key={label} className={cx(i < current && 'is-done', i === current && 'is-current')}>
            {label}
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}
