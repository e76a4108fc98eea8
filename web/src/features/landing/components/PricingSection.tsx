import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAfterFirstPaint } from '../../../shared/hooks/useAfterFirstPaint';
import { Icon, SectionHeading } from '../../../shared/ui';

// The price list needs the payments feature, the contracts and Firestore: they load once the page has painted.
const PackageList = lazy(() => import('../../payments').then((m) => ({ default: m.PackageList })));

const placeholder = <div className="landing-section__placeholder" aria-busy="true" />;

export function PricingSection() {
  const { t } = useTranslation('landing');
  const painted = useAfterFirstPaint();
  return (
    <section className="landing-section landing-section--warm" id="pricing" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        <Suspense fallback={placeholder}>{painted ? <PackageList line="instant" /> : placeholder}</Suspense>
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
