import type { GenerationView, TrainingView } from '@contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, Spinner } from '../../../shared/ui';
import { AdvancedSettings } from './AdvancedSettings';
import { CountAndCost } from './CountAndCost';
import { GenerationProgress } from './GenerationProgress';
import { HistoryGrid, useHistory } from './HistoryGrid';
import { ModelSummary } from './ModelSummary';
import { PromptFields } from './PromptFields';
import { ResultPanel } from './ResultPanel';
import { TemplatePicker } from './TemplatePicker';
import type { TemplateId } from './templates';
import { useGenerateFlow } from './useGenerateFlow';
import { useGenerateForm } from './useGenerateForm';

type Props = {
  training: TrainingView;
  initialPrompt: string;
  initialTemplate: TemplateId | null;
  /** The settings of the generation being made again ("regenerate"), when the link named one. */
  initialSettings?: GenerationView['request'] | null;
};

/**
 * The loaded page: the form on the left (below on a phone), the run and its results on the right, then every
 * image made from this model. Only a ready model can generate (spec §2: generate only for ready ones).
 */
export function GenerateWorkbench({ training, initialPrompt, initialTemplate, initialSettings }: Props) {
  const { t } = useTranslation('generate');
  const form = useGenerateForm({
    prompt: initialPrompt,
    template: initialTemplate,
    settings: initialSettings,
  });
  const history = useHistory(training.id);
  const flow = useGenerateFlow(training, form, history.retry);
  const { running, stage, startedAt, result, notice, redirecting } = flow;
  const ready = training.actual_status === 'ready';
  const outputRef = useRef<HTMLDivElement>(null);
  // On a phone the results sit below the form: bring them into view when a run starts and when it ends.
  useEffect(() => {
    if (running || result) outputRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [running, result]);

  return (
    <div className="tool-grid tool-grid--2">
      <div className="tool-grid">
        <Card className="tool-card">
          <h2>{t('model.title')}</h2>
          <ModelSummary training={training} />
        </Card>
        <Card className="tool-card">
          <h2>{t('templates.title')}</h2>
          <TemplatePicker value={form.template} onChoose={form.chooseTemplate} disabled={running} />
          <PromptFields form={form} triggerWord={training.trigger_word} disabled={running} />
          <CountAndCost
            value={form.numImages}
            onChange={form.setNumImages}
            trainingId={training.id}
            disabled={running}
          />
          <AdvancedSettings
            value={form.advanced}
            onChange={form.changeAdvanced}
            onReset={form.resetAdvanced}
            disabled={running}
          />
          <Button
            size="lg"
            block
            onClick={() => void flow.start()}
            disabled={running || redirecting || !ready}
            data-testid="gen-start"
          >
            {running ? <Spinner size="sm" /> : <Icon name="sparkles" size={18} />}
            {running ? t('actions.generating') : t('actions.generate', { count: form.numImages })}
          </Button>
          {!ready && <p className="tool-note">{t('model.notReady')}</p>}
          {notice && (
            <p className="tool-error" role="alert" data-testid="gen-notice">
              {notice}
              {redirecting && <span className="gen-notice__sub">{t('validation.redirecting')}</span>}
            </p>
          )}
        </Card>
      </div>
      <div className="tool-grid">
        <Card className="tool-card">
          <div ref={outputRef} />
          <h2>{t('results.title')}</h2>
          {running && stage && startedAt !== null ? (
            <GenerationProgress
              stage={stage}
              startedAt={startedAt}
              onCancel={() => void flow.cancel()}
              cancelling={flow.cancelling}
            />
          ) : result ? (
            <ResultPanel result={result} onRetry={() => void flow.retry()} />
          ) : (
            <p className="tool-note">{t('results.empty')}</p>
          )}
        </Card>
        <Card className="tool-card">
          <h2>{t('history.title')}</h2>
          <HistoryGrid history={history} />
        </Card>
      </div>
    </div>
  );
}
