import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import {
  Button,
  Card,
  EngineNotice,
  Icon,
  ServiceUnavailable,
  Spinner,
  useLineSold,
} from '../../../shared/ui';
import { BalanceBox } from '../components/BalanceBox';
import { PresetPicker } from '../components/PresetPicker';
import { ProgressPanel } from '../components/ProgressPanel';
import { PromptField } from '../components/PromptField';
import { ResultPanel } from '../components/ResultPanel';
import { UploadPanel } from '../components/UploadPanel';
import { useInstantFlow } from '../useInstantFlow';
import { useObjectUrl } from '../../../shared/hooks/useObjectUrl';
import '../../../shared/ui/workbench.css';
import '../components/instant.css';

/** /instant-new (spec §2): one photo and a style to a finished portrait, with live progress and the result. */
export default function InstantNewPage() {
  const { t } = useTranslation('instant');
  usePageTitle(t('new.title'));
  const flow = useInstantFlow();
  const { file, result, running, stage, startedAt, notice, redirecting } = flow;
  const originalUrl = useObjectUrl(file);
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the result card sits below the form: bring it into view when the job starts and ends.
  useEffect(() => {
    if (running || result) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [running, result]);
  const sold = useLineSold('instant');

  // No AI provider and no local engine allowed here: the presets are neither sold nor run (503 ai.unavailable).
  if (!sold) return <ServiceUnavailable />;
  return (
    <section className="tool-page instant-page container">
      <header className="tool-page__head">
        <div>
          <h1 className="tool-page__title">{t('new.title')}</h1>
          <p className="tool-page__lead">{t('new.lead')}</p>
        </div>
        <BalanceBox />
      </header>
      <EngineNotice line="instant" />
      <div className="tool-grid tool-grid--2">
        <div className="tool-grid">
          <Card className="tool-card">
            <h2>{t('upload.title')}</h2>
            <UploadPanel file={file} previewUrl={originalUrl} onChoose={flow.choose} disabled={running} />
          </Card>
          <Card className="tool-card">
            <h2>{t('style.title')}</h2>
            <PresetPicker
              category={flow.category}
              onCategory={flow.setCategory}
              presetId={flow.presetId}
              onPreset={flow.setPresetId}
              disabled={running}
            />
            <PromptField value={flow.prompt} onChange={flow.setPrompt} disabled={running} />
            <Button
              size="lg"
              block
              onClick={() => void flow.generate()}
              disabled={running || redirecting}
              data-testid="instant-generate"
            >
              {running ? <Spinner size="sm" /> : <Icon name="sparkles" size={18} />}
              {running ? t('actions.generating') : result ? t('actions.regenerate') : t('actions.generate')}
            </Button>
            {notice && (
              <p className="tool-error" role="alert" data-testid="instant-notice">
                {notice}
                {redirecting && <span className="instant-notice__sub">{t('validation.redirecting')}</span>}
              </p>
            )}
          </Card>
        </div>
        <Card className="tool-card instant-output">
          <div ref={resultRef} />
          <h2>{t('result.title')}</h2>
          {running && stage && startedAt !== null ? (
            <ProgressPanel stage={stage} startedAt={startedAt} />
          ) : result ? (
            <ResultPanel result={result} originalUrl={originalUrl} onRetry={() => void flow.generate()} />
          ) : (
            <p className="tool-note instant-output__empty">{t('result.empty')}</p>
          )}
        </Card>
      </div>
    </section>
  );
}
