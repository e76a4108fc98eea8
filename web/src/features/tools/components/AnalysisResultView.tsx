import { LOCAL_ANALYSIS_MODEL, type AnalysisResult } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { Badge } from '../../../shared/ui';
import { ResultField } from './ResultField';

/** The model, labelled as the local engine (measurements, not AI) when no AI model answered. */
export function ModelBadge({ model }: { model: string }) {
  const { t } = useTranslation('tools');
  const local = model === LOCAL_ANALYSIS_MODEL;
  return (
    <div className="tool-text">
      <h3>{t('analysis.model')}</h3>
      <p data-testid="analysis-model">
        {local ? <Badge tone="accent">{t('analysis.localEngine')}</Badge> : model}
      </p>
      {local && <p className="tool-note">{t('analysis.localNote')}</p>}
    </div>
  );
}

/** A single analysis (spec §3): prompt, result text, model, analysis id, time. */
export function AnalysisResultView({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation('tools');
  const format = useFormat();
  return (
    <div className="tool-card__body" data-testid="analysis-result">
      <ResultField label={t('analysis.promptUsed')} value={result.prompt} />
      <ResultField label={t('analysis.resultText')} value={result.result} testId="analysis-text" pre />
      <ModelBadge model={result.model} />
      <ResultField label={t('analysis.analysisId')} value={result.analysis_id} testId="analysis-id" />
      <ResultField
        label={t('analysis.time')}
        value={format.dateTime(new Date(result.timestamp))}
        testId="analysis-time"
      />
    </div>
  );
}
