import { ASPECT_RATIOS, ID_STANDARD_IDS, RENDERING_SPEEDS, STYLE_TYPES } from '@contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui';
import { PHOTO_TYPES, type Params } from '../params';

const BACKGROUNDS = ['white', 'keep'] as const satisfies readonly Params['background'][];

type Props = { params: Params; onType: (type: Params['type']) => void; onChange: (params: Params) => void };

/** Type choice, document standard, background and the advanced settings (spec §3). */
export function SettingsPanel({ params, onType, onChange }: Props) {
  const { t } = useTranslation('idphoto');
  const set = <K extends keyof Params>(key: K, value: Params[K]) => onChange({ ...params, [key]: value });
  // The provider's own settings, listed as its API spells them.
  const advanced = <K extends 'rendering_speed' | 'aspect_ratio' | 'style_type'>(
    key: K,
    label: string,
    options: readonly Params[K][],
  ) => (
    <SelectField
      className="idphoto-field"
      label={label}
      value={params[key]}
      options={options}
      onChange={(v) => set(key, v)}
    />
  );
  return (
    <div className="idphoto-settings">
      <fieldset className="idphoto-types">
        <legend>{t('settings.type')}</legend>
        {PHOTO_TYPES.map((type) => (
          <label key={type} className={params.type === type ? 'is-active' : undefined}>
            <input type="radio" name="type" checked={params.type === type} onChange={() => onType(type)} />
            {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      <SelectField
        className="idphoto-field"
        label={t('settings.standard')}
        value={params.standard}
        options={ID_STANDARD_IDS}
        optionLabel={(s) => t(`standards.${s}`)}
        onChange={(v) => set('standard', v)}
      />
      <SelectField
        className="idphoto-field"
        label={t('settings.background')}
        value={params.background}
        options={BACKGROUNDS}
        optionLabel={(v) => t(v === 'white' ? 'settings.backgroundWhite' : 'settings.backgroundKeep')}
        onChange={(v) => set('background', v)}
      />
      <details className="idphoto-advanced">
        <summary>{t('settings.advanced')}</summary>
        {advanced('rendering_speed', t('settings.renderingSpeed'), RENDERING_SPEEDS)}
        {advanced('aspect_ratio', t('settings.aspectRatio'), ASPECT_RATIOS)}
        {advanced('style_type', t('settings.styleType'), STYLE_TYPES)}
      </details>
    </div>
  );
}
