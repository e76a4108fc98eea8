import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/hooks/useLanguage';
import { SUPPORTED_LANGUAGES } from '../../shared/lib/language';
import { cx, Icon } from '../../shared/ui';

export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <div className="lang-switcher" role="group" aria-label={t('language.label')}>
      <Icon name="globe" size={18} className="lang-switcher__icon" />
      {SUPPORTED_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={cx('lang-switcher__option', code === language && 'is-active')}
          aria-pressed={code === language}
          onClick={() => void setLanguage(code)}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
