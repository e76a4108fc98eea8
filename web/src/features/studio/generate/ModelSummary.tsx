import type { TrainingView } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui';
import { EngineNote } from './EngineNote';

/** The model the page generates from: its name, its trigger word, and which engine makes the images. */
export function ModelSummary({ training }: { training: TrainingView }) {
  const { t } = useTranslation('generate');
  return (
    <div className="gen-model" data-testid="gen-model">
      <dl className="gen-model__facts">
        <div>
          <dt>{t('model.name')}</dt>
          <dd data-testid="gen-model-name">{training.lora_name}</dd>
        </div>
        <div>
          <dt>{t('model.trigger')}</dt>
          <dd>
            <code data-testid="gen-trigger">{training.trigger_word}</code>
          </dd>
        </div>
      </dl>
      {training.actual_status !== 'ready' && (
        <Badge tone="soft">{t(`model.status.${training.actual_status}`)}</Badge>
      )}
      <EngineNote provider={training.provider} />
    </div>
  );
}
