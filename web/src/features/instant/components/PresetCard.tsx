import type { InstantPreset } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge, ToggleButton } from '../../../shared/ui';

type Props = { preset: InstantPreset; selected: boolean; onToggle: () => void; disabled?: boolean };

/** One style: its name, description and the popular / trending badges; pressing it again deselects it. */
export function PresetCard({ preset, selected, onToggle, disabled = false }: Props) {
  const { t } = useTranslation('instant');
  return (
    <ToggleButton
      className="choice-card instant-preset"
      pressedClass="is-selected"
      pressed={selected}
      onClick={onToggle}
      disabled={disabled}
      data-testid={`instant-preset-${preset.id}`}
    >
      <span className="instant-preset__head">
        <span className="instant-preset__name">{t(`presets.${preset.id}.name`)}</span>
        {preset.popular && <Badge tone="brand">{t('style.popular')}</Badge>}
        {preset.trending && <Badge tone="accent">{t('style.trending')}</Badge>}
      </span>
      <span className="instant-preset__description">{t(`presets.${preset.id}.description`)}</span>
      {preset.idStandard && <span className="instant-preset__note">{t('style.measured')}</span>}
    </ToggleButton>
  );
}
