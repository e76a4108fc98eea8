import type { GenerationView } from '@contracts';
import { useTranslation } from 'react-i18next';
import { LikenessRefund } from '../../../shared/ui';
import { DownloadAll } from './DownloadAll';
import { EngineNote } from './EngineNote';
import { ShotGrid } from './ShotGrid';
import { shotsOf } from './shots';

/**
 * A settled generation: its images best likeness first (with the credits back and a retry for those that are not
 * the person), who made them; or why it failed.
 */
export function ResultPanel({ result, onRetry }: { result: GenerationView; onRetry: () => void }) {
  const { t } = useTranslation('generate');
  if (result.status === 'failed') {
    return (
      <div className="gen-failed" role="alert" data-testid="gen-failed">
        <strong>{t('results.failedTitle')}</strong>
        <p>{result.error ?? t('errors.failed')}</p>
        <p className="tool-note">{t('results.refunded')}</p>
      </div>
    );
  }
  const shots = shotsOf(result);
  return (
    <div className="gen-results" data-testid="gen-results">
      {shots.length > 0 ? (
        <>
          <p className="tool-note">{t('results.order')}</p>
          <ShotGrid shots={shots} testId="gen-result-grid" />
          <LikenessRefund credits={result.likeness_refund} onRetry={onRetry} />
          <DownloadAll shots={shots} />
          {result.identity.some((i) => i.score !== null) && (
            <p className="tool-note">{t('likeness.explain')}</p>
          )}
        </>
      ) : (
        <p className="tool-note">{t('results.none')}</p>
      )}
      <EngineNote provider={result.provider} model={result.model} />
      {result.processing_time !== null && (
        <p className="tool-note">{t('results.time', { seconds: result.processing_time.toFixed(1) })}</p>
      )}
    </div>
  );
}
