import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui';
import { useCredits } from '../useCredits';
import './CreditsBalance.css';

/** Spec §9: the balance box refetches 100 ms after it mounts, so a fresh purchase shows without a reload. */
export const BALANCE_REFETCH_MS = 100;

/** 'N회 남음', '크레딧 없음', a loading text or '로드 실패' (spec §3, §8). */
export function CreditsBalance({ className }: { className?: string }) {
  const { t } = useTranslation('credits');
  const { credits, loading, error, fetch } = useCredits();

  useEffect(() => {
    const timer = setTimeout(() => void fetch(true), BALANCE_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [fetch]);

  let text: string;
  if (credits) text = credits.instant > 0 ? t('balance.left', { count: credits.instant }) : t('balance.none');
  else if (error && !loading) text = t('balance.failed');
  else text = t('balance.loading');

  return (
    <span
      className={cx('credits-balance', credits?.instant === 0 && 'credits-balance--empty', className)}
      data-testid="credits-balance"
      data-count={credits?.instant ?? ''}
      aria-live="polite"
    >
      {text}
    </span>
  );
}
