import { ASPECT_RATIOS, ID_STANDARD_IDS, RENDERING_SPEEDS, STYLE_TYPES } from '@contracts';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, type Params } from '../params';

type Props = { params: Params; onType: (type: Params['type']) => void; onChange: (params: Params) => void };

/** Type choice, document standard, background and the advanced settings (spec §3). */
export function SettingsPanel({ params, onType, onChange }: Props) {
  const { t } = useTranslation('idphoto');
  const set = <K extends keyof Params>(key: K, value: Params[K]) => onChange({ ...params, [key]: value });
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
      <label className="idphoto-field">
        {t('settings.standard')}
        <select
          value={params.standard}
          onChange={(e) => set('standard', e.target.value as Params['standard'])}
        >
          {ID_STANDARD_IDS.map((s) => (
            <option key={s} value={s}>
              {t(`standards.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="idphoto-field">
        {t('settings.background')}
        <select
          value={params.background}
          onChange={(e) => set('background', e.target.value as Params['background'])}
        >
          <option value="white">{t('settings.backgroundWhite')}</option>
          <option value="keep">{t('settings.backgroundKeep')}</option>
        </select>
      </label>
      <details className="idphoto-advanced">
        <summary>{t('settings.advanced')}</summary>
        <label className="idphoto-field">
          {t('settings.renderingSpeed')}
          <select
            value={params.rendering_speed}
            onChange={(e) => set('rendering_speed', e.target.value as Params['rendering_speed'])}
          >
            {RENDERING_SPEEDS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <label className="idphoto-field">
          {t('settings.aspectRatio')}
          <select
            value={params.aspect_ratio}
            onChange={(e) => set('aspect_ratio', e.target.value as Params['aspect_ratio'])}
          >
            {ASPECT_RATIOS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <label className="idphoto-field">
          {t('settings.styleType')}
          <select
            value={params.style_type}
            onChange={(e) => set('style_type', e.target.value as Params['style_type'])}
          >
            {STYLE_TYPES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
      </details>
    </div>
  );
}
