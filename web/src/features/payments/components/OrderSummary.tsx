import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { formatWon } from '../../../shared/lib/format';
import { Card } from '../../../shared/ui';
import type { Package } from '../packages';

/** Spec §2 payment: name, description, what it provides, price, struck original, discount and its banner. */
export function OrderSummary({ pkg }: { pkg: Package }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const format = useFormat();
  const original =
    pkg.original_price_krw !== null && pkg.original_price_krw > pkg.price_krw ? pkg.original_price_krw : null;
  const provides = (['training', 'generation', 'instant'] as const).filter((unit) => pkg.provides[unit] > 0);

  return (
    <Card as="section" className="pay-card" aria-labelledby="order-title" data-testid="order-summary">
      <h2 id="order-title" className="pay-card__title">
        {t('payment.orderTitle')}
      </h2>
      {original && pkg.discount_rate > 0 && (
        <p className="pay-banner" role="note">
          {t('payment.discountBanner', { rate: pkg.discount_rate })}
        </p>
      )}
      <h3 className="pay-summary__name">{pkg.name[language]}</h3>
      <p className="pay-summary__desc">{pkg.description[language]}</p>
      <dl className="pay-summary__rows">
        <dt>{t('payment.provides')}</dt>
        <dd>
          {provides.map((unit) => (
            <span key={unit} className="pay-summary__provide">
              {t(`payment.${unit}`, { count: pkg.provides[unit] })}
            </span>
          ))}
        </dd>
        {original && (
          <>
            <dt>{t('payment.originalPrice')}</dt>
            <dd>
              <s>{formatWon(original)}</s>
            </dd>
            <dt>{t('payment.discount')}</dt>
            <dd className="pay-summary__discount">-{formatWon(original - pkg.price_krw)}</dd>
          </>
        )}
        <dt className="pay-summary__total-label">{t('payment.price')}</dt>
        <dd className="pay-summary__total" data-testid="order-price">
          {format.price(pkg.price_krw)}
        </dd>
      </dl>
    </Card>
  );
}
