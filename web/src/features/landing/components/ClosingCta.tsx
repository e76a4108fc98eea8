import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui';
import { LandingActions } from './LandingActions';
import './ClosingCta.css';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="closing-cta">
          <span className="closing-cta__icon" aria-hidden>
            <Icon name="sparkles" size={28} strokeWidth={2} />
          </span>
          <h2 id="cta-title" className="closing-cta__title headline">
            {t('cta.title')}
          </h2>
          <p className="closing-cta__body">{t('cta.body')}</p>
          <LandingActions section="cta" className="closing-cta__actions" />
        </div>
      </div>
    </section>
  );
}
