import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { claimParams, readClaims } from '../../../shared/lib/claims';
import { EngineNotice, Icon } from '../../../shared/ui';
import { Comparison } from '../components/Comparison';
import { Faq } from '../components/Faq';
import { LikenessPromise } from '../components/LikenessPromise';
import { PackageList } from '../components/PackageList';
import { PricingSection } from '../components/PricingSection';
import './PricingPage.css';

/** The two lines' plan sections, instant first (spec §2), then the studio's. */
const PLAN_SECTIONS = [
  { line: 'instant', title: 'pricing.plansTitle', subtitle: 'pricing.plansSubtitle' },
  { line: 'studio', title: 'pricing.studioTitle', subtitle: 'pricing.studioSubtitle' },
] as const;

/**
 * Spec §2 pricing: hero, the plan cards of both lines from pricing_config (instant, then the studio's Starter 10,
 * Add-on 10 and Value 30 with their features and delivery times), the photo-studio comparison and the FAQ.
 */
export default function PricingPage() {
  const { t, i18n } = useTranslation('payments');
  usePageTitle(t('pricing.title'));
  // Only the figures the operator stands behind (shared/lib/claims.ts).
  const claims = readClaims();
  const figures = claimParams(claims, i18n.language);
  const stats = [
    claims.users !== null && t('pricing.statsUsers', figures),
    claims.rating !== null && t('pricing.statsRating', figures),
  ].filter(Boolean);
  return (
    <div className="pricing-page">
      <section className="pricing-hero">
        <div className="container">
          <span className="pricing-hero__eyebrow">{t('pricing.eyebrow')}</span>
          <h1 className="pricing-hero__title">{t('pricing.heroTitle')}</h1>
          <p className="pricing-hero__body">{t('pricing.heroBody')}</p>
          {stats.length > 0 && (
            <p className="pricing-hero__stats">
              <Icon name="star" size={16} strokeWidth={2.4} />
              {stats.join(' · ')}
            </p>
          )}
        </div>
      </section>
      {PLAN_SECTIONS.map(({ line, title, subtitle }) => (
        <PricingSection
          key={line}
          anchor={`${line}-plans`}
          id={`${line}-plans-title`}
          title={t(title)}
          subtitle={t(subtitle)}
        >
          {/* Sold here too: where the local engine makes this line's pictures, said before anything is bought. */}
          <EngineNotice line={line} />
          <PackageList line={line} />
        </PricingSection>
      ))}
      <Comparison />
      <LikenessPromise />
      <Faq />
    </div>
  );
}
