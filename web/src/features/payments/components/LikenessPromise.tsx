import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../shared/ui';

/**
 * The likeness guarantee, as the pricing page promises it: a result judged not the person gives its credit back
 * by itself, with the check's measured error rates (the server's rule is functions/src/jobs/likeness.ts).
 */
export function LikenessPromise() {
  const { t } = useTranslation('payments');
  return (
    <section className="pricing-section" aria-labelledby="likeness-title" data-testid="likeness-promise">
      <div className="container container--narrow">
        <SectionHeading id="likeness-title" title={t('pricing.likeness.title')} />
        <p>{t('pricing.likeness.body')}</p>
        <p className="tool-note">{t('pricing.likeness.rates')}</p>
      </div>
    </section>
  );
}
