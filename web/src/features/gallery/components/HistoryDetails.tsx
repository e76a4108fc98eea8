import type { GenerationView } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { generationMode } from '../history';

/** The expandable details of a generation (spec §2): settings, prompts and the model it used. */
export function HistoryDetails({ id, generation: g }: { id: string; generation: GenerationView }) {
  const { t } = useTranslation('gallery');
  const r = g.request;
  // An instant edit has no studio settings: only what was asked and the model that made it.
  const rows: [string, string][] =
    generationMode(g) === 'instant'
      ? [
          [t('history.details.originalPrompt'), g.prompt || '-'],
          [t('history.details.model'), g.model ?? '-'],
        ]
      : [
          [t('history.details.resolution'), `${r.width} × ${r.height}`],
          [t('history.details.guidance'), String(r.guidance_scale)],
          [t('history.details.steps'), String(r.num_inference_steps)],
          [t('history.details.seed'), r.seed === null ? t('history.details.randomSeed') : String(r.seed)],
          [t('history.details.negativePrompt'), r.negative_prompt || '-'],
          [t('history.details.originalPrompt'), g.prompt],
        ];
  return (
    <div id={id} className="history-details" data-testid="history-details">
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="history-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {(g.lora_name || g.trigger_word) && (
          <div className="history-details__row">
            <dt>{t('history.details.lora')}</dt>
            <dd>
              {t('history.details.loraInfo', {
                name: g.lora_name ?? '-',
                trigger: g.trigger_word ?? '-',
                scale: r.lora_scale,
              })}{' '}
              <Link to="/training-status">{t('history.details.trainingStatus')}</Link>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
