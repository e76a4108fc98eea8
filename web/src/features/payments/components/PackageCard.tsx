import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { Badge, Button, Card, cx, Icon, LinkButton } from '../../../shared/ui';
import { useAuth, useLoginDialog } from '../../auth';
import { isFreePackage, packageTarget, type Package } from '../packages';

export function PackageCard({ pkg }: { pkg: Package }) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const { user } = useAuth();
  const showLogin = useLoginDialog((s) => s.show);
  const format = useFormat();

  const free = isFreePackage(pkg);
  const target = packageTarget(pkg);
  const hasDiscount = pkg.original_price_krw !== null && pkg.original_price_krw > pkg.price_krw;
  const titleId = `package-${pkg.id}`;
  const label = free ? t('package.startFree') : t('package.choose');
  const cta = {
    variant: pkg.best_value ? ('primary' as const) : ('secondary' as const),
    size: 'lg' as const,
    block: true,
    className: 'pkg-card__cta',
  };

  return (
    <Card
      as="article"
      className={cx('pkg-card card--lift', pkg.best_value && 'pkg-card--featured')}
      aria-labelledby={titleId}
      data-testid="package-card"
      data-package-id={pkg.id}
    >
      <div className="pkg-card__badges">
        {pkg.free_trial && <Badge tone="success">{t('package.freeTrial')}</Badge>}
        {pkg.best_value && (
          <Badge tone="brand">
            <Icon name="star" size={13} strokeWidth={2.4} />
            {t('package.bestValue')}
          </Badge>
        )}
      </div>

      <h3 id={titleId} className="pkg-card__name">
        {pkg.name[language]}
      </h3>
      <p className="pkg-card__desc">{pkg.description[language]}</p>

      <div className="pkg-card__pricing">
        {hasDiscount && (
          <div className="pkg-card__was">
            <span className="visually-hidden">{t('package.originalPrice')}</span>
            <s>{format.price(pkg.original_price_krw ?? 0)}</s>
            {pkg.discount_rate > 0 && (
              <Badge tone="accent">{tc('price.discount', { rate: pkg.discount_rate })}</Badge>
            )}
          </div>
        )}
        <p className="pkg-card__price">
          <span className="visually-hidden">{t('package.salePrice')}</span>
          <span data-testid="package-price">{format.price(pkg.price_krw)}</span>
        </p>
      </div>

      <ul className="pkg-card__features" aria-label={t('package.featuresLabel')}>
        {pkg.features[language].map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} strokeWidth={2.4} className="pkg-card__check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      {user ? (
        <LinkButton to={target} {...cta}>
          {label}
        </LinkButton>
      ) : (
        // Spec: choosing a plan while logged out opens the login dialog.
        <Button onClick={() => showLogin('login')} {...cta}>
          {label}
        </Button>
      )}
    </Card>
  );
}
