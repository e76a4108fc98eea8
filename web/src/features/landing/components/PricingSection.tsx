import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, SectionHeading } from '../../../shared/ui';
import { PackageList } from '../../payments';

export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section landing-section--warm" id="pricing" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        <PackageList line="instant" />
        <p className="landing-section__more">
          <Link to="/pricing" className="text-link">
            {t('pricing.seeAll')}
            <Icon name="arrowRight" size={16} strokeWidth={2.2} />
          </Link>
        </p>
      </div>
    </section>
  );
}
