import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/hooks/useLanguage';
import { SUPPORTED_LANGUAGES } from '../../shared/lib/language';
import { Icon, ToggleButton } from '../../shared/ui';

export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <div className="lang-switcher" role="group" aria-label={t('language.label')}>
      <Icon name="globe" size={18} className="lang-switcher__icon" />
      {SUPPORTED_LANGUAGES.map((code) => (
        <ToggleButton
          key={code}
          lang={code}
          className="lang-switcher__option"
          pressed={code === language}
          onClick={() => void setLanguage(code)}
        >
          {t(`language.${code}`)}
        </ToggleButton>
      ))}
    </div>
  );
}
