import { useTranslation } from 'react-i18next';
import { PricingSection } from './PricingSection';

type Item = { q: string; a: string };

/** Spec §2: payment, one-year validity, commercial use and refunds. */
export function Faq() {
  const { t } = useTranslation('payments');
  const items = t('pricing.faq.items', { returnObjects: true }) as Item[];
  return (
    <PricingSection id="faq-title" title={t('pricing.faq.title')} narrow>
      <div className="faq">
        {items.map((item) => (
          <details key={item.q} className="faq__item">
            <summary className="faq__q">{item.q}</summary>
            <p className="faq__a">{item.a}</p>
          </details>
        ))}
      </div>
    </PricingSection>
  );
}
