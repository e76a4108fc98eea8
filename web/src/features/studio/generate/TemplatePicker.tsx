import { GENERATION_STYLES, PROMPT_TEMPLATE_IDS } from '@contracts';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from '../../../shared/ui';
import type { TemplateId } from './templates';

type Props = { value: TemplateId | null; onChoose: (id: TemplateId) => void; disabled?: boolean };

/** Spec §2: the three prompt templates, then the six generation templates; choosing one fills the prompt. */
export function TemplatePicker({ value, onChoose, disabled = false }: Props) {
  const { t } = useTranslation('generate');
  const group = (title: string, ids: readonly TemplateId[]) => (
    <div className="gen-templates__group" role="group" aria-label={title}>
      <h3 className="gen-templates__title">{title}</h3>
      <div className="gen-templates__list">
        {ids.map((id) => (
          <ToggleButton
            key={id}
            className="choice-card gen-template"
            pressedClass="is-selected"
            pressed={id === value}
            onClick={() => onChoose(id)}
            disabled={disabled}
            data-testid={`gen-template-${id}`}
          >
            <span className="gen-template__name">{t(`templates.${id}.name`)}</span>
            <span className="gen-template__description">{t(`templates.${id}.description`)}</span>
          </ToggleButton>
        ))}
      </div>
    </div>
  );
  return (
    <div className="gen-templates">
      {group(t('templates.prompts'), PROMPT_TEMPLATE_IDS)}
      {group(t('templates.styles'), GENERATION_STYLES)}
    </div>
  );
}
