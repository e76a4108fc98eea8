import { INSTANT_CATEGORIES, INSTANT_PRESETS, type InstantCategory, type InstantPresetId } from '@contracts';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from '../../../shared/ui';
import { PresetCard } from './PresetCard';

type Props = {
  category: InstantCategory;
  onCategory: (category: InstantCategory) => void;
  presetId: InstantPresetId | null;
  onPreset: (id: InstantPresetId | null) => void;
  disabled?: boolean;
};

/** Spec §3: the four categories as chips, the chosen category's presets as cards. */
export function PresetPicker({ category, onCategory, presetId, onPreset, disabled = false }: Props) {
  const { t } = useTranslation('instant');
  const presets = INSTANT_PRESETS.filter((p) => p.category === category);
  return (
    <div className="instant-styles">
      <div className="instant-chips" role="group" aria-label={t('style.categories')}>
        {INSTANT_CATEGORIES.map((c) => (
          <ToggleButton
            key={c}
            className="chip"
            pressed={c === category}
            onClick={() => onCategory(c)}
            data-testid={`instant-category-${c}`}
          >
            {t(`categories.${c}`)}
          </ToggleButton>
        ))}
      </div>
      <div className="instant-presets">
        {presets.map((p) => (
          <PresetCard
            key={p.id}
            preset={p}
            selected={p.id === presetId}
            onToggle={() => onPreset(p.id === presetId ? null : p.id)}
            disabled={disabled}
          />
        ))}
      </div>
      {presetId && !presets.some((p) => p.id === presetId) && (
        <p className="tool-note">{t('style.selectedElsewhere', { name: t(`presets.${presetId}.name`) })}</p>
      )}
    </div>
  );
}
