import { ID_STANDARD_IDS, STUDIO_STARTER_PACKAGE_ID, type Package } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useEngines } from '../../../shared/hooks/useEngines';
import { Badge, Card, EngineNotice, Icon, LinkButton, Skeleton, type IconName } from '../../../shared/ui';
import { usePricing } from '../usePricing';
import '../components/studio.css';
import './ServicesPage.css';

/**
 * Which package each card quotes (spec §1: Starter 10 and Instant 10); the price is read, never written here. The
 * instant card leads to the one-step ID photo maker and says what it makes and costs (one instant credit a photo).
 */
const SERVICES = [
  { key: 'training', line: 'studio', packageId: STUDIO_STARTER_PACKAGE_ID, to: '/upload', icon: 'sparkles' },
  { key: 'instant', line: 'instant', packageId: 'instant_10', to: '/instant-edit', icon: 'bolt' },
] as const satisfies ReadonlyArray<{
  key: string;
  line: 'studio' | 'instant';
  packageId: string;
  to: string;
  icon: IconName;
}>;

/** Spec §1 service choice: train a personal model, or edit one photo right away. */
export default function ServicesPage() {
  const { t } = useTranslation('studio');
  const { t: tc } = useTranslation('common');
  usePageTitle(t('services.title'));
  const { config, error } = usePricing();
  const { language } = useLanguage();
  const format = useFormat();
  const engines = useEngines();
  const all: Package[] = config ? [...config.packages.studio, ...config.packages.instant] : [];

  return (
    <section className="tool-page studio-page container">
      <h1 className="tool-page__title">{t('services.title')}</h1>
      <p className="tool-page__lead">{t('services.lead')}</p>
      <div className="studio-services">
        {SERVICES.map(({ key, line, packageId, to, icon }) => {
          const pkg = all.find((p) => p.id === packageId && p.active);
          return (
            <Card as="article" key={key} className="studio-service" data-testid={`service-${key}`}>
              <span className="studio-service__icon" aria-hidden>
                <Icon name={icon} size={26} />
              </span>
              <h2>{t(`services.${key}.name`)}</h2>
              <p className="tool-note">{t(`services.${key}.description`)}</p>
              <ul className="studio-service__facts">
                {(
                  t(`services.${key}.facts`, {
                    returnObjects: true,
                    documents: ID_STANDARD_IDS.length,
                  }) as string[]
                ).map((fact) => (
                  <li key={fact}>
                    <Icon name="check" size={15} strokeWidth={2.4} />
                    {fact}
                  </li>
                ))}
              </ul>
              <p className="studio-service__price" data-testid={`service-${key}-price`}>
                {pkg ? (
                  <>
                    <Badge tone="soft">{pkg.name[language]}</Badge>
                    <strong>{format.price(pkg.price_krw)}</strong>
                  </>
                ) : error || config === null ? (
                  <span className="tool-note">{t('services.priceUnavailable')}</span>
                ) : (
                  <Skeleton width={140} height={24} />
                )}
              </p>
              <EngineNotice line={line} />
              {engines?.[line] === 'unavailable' ? (
                <p className="tool-note" data-testid={`service-${key}-unavailable`}>
                  {tc('engine.unavailableTitle')}
                </p>
              ) : (
                <LinkButton to={to} size="lg" block data-testid={`service-${key}-go`}>
                  {t(`services.${key}.cta`)}
                  <Icon name="arrowRight" size={18} />
                </LinkButton>
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
