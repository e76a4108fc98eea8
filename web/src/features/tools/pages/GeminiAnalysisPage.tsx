import { BATCH_ANALYSIS_MAX, type AnalysisResult, type BatchAnalysisResult } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { fitsOneRequest, REQUEST_FILES_MAX_MB } from '../../../shared/lib/uploadSize';
import { Button, Card, LinkButton, Spinner } from '../../../shared/ui';
import { analyzeImage, batchAnalyze } from '../api';
import { AnalysisResultView } from '../components/AnalysisResultView';
import { BatchResultView } from '../components/BatchResultView';
import { ImageDropZone } from '../components/ImageDropZone';
import { ModeTabs } from '../components/ModeTabs';
import { PromptTemplates } from '../components/PromptTemplates';
import '../../../shared/ui/workbench.css';
import '../components/tools.css';

type Mode = 'single' | 'batch';
const TEMPLATES = ['detailed', 'critique', 'emotion', 'creative', 'technical'] as const;

/** /gemini-analysis (spec §2): ask about one photo, or the same question about up to 10. */
export default function GeminiAnalysisPage() {
  const { t } = useTranslation('tools');
  usePageTitle(t('analysis.title'));
  const [mode, setMode] = useState<Mode>('single');
  const [files, setFiles] = useState<File[]>([]);
  const [prompt, setPrompt] = useState('');
  const [single, setSingle] = useState<AnalysisResult | null>(null);
  const [batch, setBatch] = useState<BatchAnalysisResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const switchMode = (next: Mode) => {
    setMode(next);
    setFiles((f) => (next === 'single' ? f.slice(0, 1) : f));
    setError(null);
  };

  const run = async () => {
    setError(null);
    if (!files.length || !prompt.trim()) return setError(t('analysis.inputRequired'));
    if (mode === 'batch' && files.length > BATCH_ANALYSIS_MAX) return setError(t('analysis.tooMany'));
    if (!fitsOneRequest(files)) return setError(t('analysis.tooLargeTogether', { mb: REQUEST_FILES_MAX_MB }));
    setBusy(true);
    try {
      if (mode === 'single') setSingle(await analyzeImage(files[0]!, prompt.trim()));
      else setBatch(await batchAnalyze(files, prompt.trim()));
    } catch (e) {
      const fallback = mode === 'single' ? t('analysis.failed') : t('analysis.batchFailed');
      setError(e instanceof Error && e.message ? e.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  const result = mode === 'single' ? single : batch;
  return (
    <section className="tool-page container">
      <header>
        <h1 className="tool-page__title">{t('analysis.title')}</h1>
        <p className="tool-page__lead">{t('analysis.lead')}</p>
      </header>
      <ModeTabs
        value={mode}
        onChange={switchMode}
        options={[
          { id: 'single', label: t('analysis.tabs.single') },
          { id: 'batch', label: t('analysis.tabs.batch') },
        ]}
      />
      <div className="tool-grid tool-grid--2">
        <Card className="tool-card">
          <ImageDropZone
            key={mode}
            multiple={mode === 'batch'}
            label={mode === 'batch' ? t('analysis.dropBatch') : t('analysis.dropSingle')}
            hint={t('analysis.sizeHint')}
            files={files}
            onChange={(f) => {
              setFiles(f);
              setError(null);
            }}
            testId="analysis-file"
          />
          {files.length > 0 && (
            <div className="tool-actions">
              <span data-testid="analysis-selected">{t('analysis.selected', { count: files.length })}</span>
              <Button size="sm" variant="ghost" onClick={() => setFiles([])}>
                {t('analysis.clear')}
              </Button>
            </div>
          )}
          <PromptTemplates
            title={t('analysis.templatesTitle')}
            templates={TEMPLATES.map((id) => ({
              id,
              label: t(`analysis.templates.${id}.label`),
              prompt: t(`analysis.templates.${id}.prompt`),
            }))}
            onPick={setPrompt}
          />
          <label className="tool-text">
            <h3>{t('analysis.prompt')}</h3>
            <textarea
              className="tool-prompt"
              data-testid="analysis-prompt"
              value={prompt}
              placeholder={t('analysis.promptPlaceholder')}
              onChange={(e) => setPrompt(e.target.value)}
            />
          </label>
          <Button onClick={run} disabled={busy} data-testid="analysis-run">
            {busy ? <Spinner size="sm" /> : null}
            {busy
              ? t('analysis.analyzing')
              : mode === 'single'
                ? t('analysis.analyze')
                : t('analysis.analyzeBatch')}
          </Button>
          {error && (
            <p className="tool-error" role="alert" data-testid="analysis-error">
              {error}
            </p>
          )}
        </Card>
        <Card className="tool-card" aria-live="polite">
          <h2>{t('analysis.result')}</h2>
          {busy && <Spinner />}
          {!busy && !result && <p className="tool-note">{t('analysis.empty')}</p>}
          {!busy && mode === 'single' && single && <AnalysisResultView result={single} />}
          {!busy && mode === 'batch' && batch && <BatchResultView result={batch} />}
        </Card>
      </div>
      <div>
        <LinkButton to="/dashboard" variant="secondary">
          {t('analysis.backToDashboard')}
        </LinkButton>
      </div>
    </section>
  );
}
