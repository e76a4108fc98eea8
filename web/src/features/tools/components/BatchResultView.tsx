import type { BatchAnalysisResult } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { ModelBadge } from './AnalysisResultView';
import { ResultField } from './ResultField';

/** A batch (spec §3): batch id, prompt, successful of total, the errors, then each image's result. */
export function BatchResultView({ result }: { result: BatchAnalysisResult }) {
  const { t } = useTranslation('tools');
  const format = useFormat();
  return (
    <div className="tool-card__body" data-testid="batch-result">
      <ResultField label={t('analysis.batchId')} value={result.batch_id} testId="batch-id" />
      <ResultField label={t('analysis.promptUsed')} value={result.prompt} />
      <p data-testid="batch-count">
        <strong>
          {t('analysis.successCount', { success: result.successful_analyses, total: result.total_images })}
        </strong>
      </p>
      {result.errors.length > 0 && (
        <div className="tool-text">
          <h3>{t('analysis.errors')}</h3>
          <ul className="tool-error" data-testid="batch-errors">
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {result.results.map((r) => (
        <ResultField
          key={r.image_index}
          label={t('analysis.imageResult', { index: r.image_index + 1, filename: r.filename })}
          value={r.result}
          pre
        />
      ))}
      <ModelBadge model={result.model} />
      <ResultField
        label={t('analysis.time')}
        value={format.dateTime(new Date(result.timestamp))}
        testId="batch-time"
      />
    </div>
  );
}
