import { useTranslation } from 'react-i18next';
import { PricingSection } from './PricingSection';

/**
 * The likeness guarantee, as the pricing page promises it: a result judged not the person gives its credit back
 * by itself, with the check's measured error rates (the server's rule is functions/src/jobs/likeness.ts).
 */
export function LikenessPromise() {
  const { t } = useTranslation('payments');
  return (
    <PricingSection id="likeness-title" title={t('pricing.likeness.title')} narrow testId="likeness-promise">
      <p>{t('pricing.likeness.body')}</p>
      <p className="tool-note">{t('pricing.likeness.rates')}</p>
    </PricingSection>
  );
}
