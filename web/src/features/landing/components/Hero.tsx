import { useTranslation } from 'react-i18next';
import { claimParams, readClaims } from '../../../shared/lib/claims';
import { Icon } from '../../../shared/ui';
import { useAuth } from '../../auth';
import { HeroVisual } from './HeroVisual';
import { LandingActions } from './LandingActions';
import { LineLinks } from './LineLinks';
import './Hero.css';

export function Hero() {
  const { t, i18n } = useTranslation('landing');
  const { user } = useAuth();

  // The user count and rating only as the operator states them (shared/lib/claims.ts).
  const claims = readClaims();
  const figures = claimParams(claims, i18n.language);
  const stats = [
    claims.users !== null && { value: t('hero.usersValue', figures), label: t('hero.usersLabel') },
    claims.rating !== null && { value: t('hero.ratingValue', figures), label: t('hero.ratingLabel') },
    { value: t('hero.speedValue'), label: t('hero.speedLabel') },
  ].filter((stat) => !!stat);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <span className="hero__eyebrow">
            <Icon name="sparkles" size={16} strokeWidth={2.2} />
            {t('hero.eyebrow')}
          </span>
          <h1 id="hero-title" className="hero__title headline">
            <span className="hero__title-lead">{t('hero.titleLead')}</span>{' '}
            <span className="hero__title-accent">{t('hero.titleAccent')}</span>
          </h1>
          <p className="hero__subtitle">{t('hero.subtitle')}</p>
          <LandingActions section="hero" className="hero__actions" />
          {user && <LineLinks />}
          {!user && (
            <p className="hero__note">
              <Icon name="check" size={16} strokeWidth={2.6} />
              {t('hero.trialNote')}
            </p>
          )}
          <dl className="hero__stats" aria-label={t('hero.statsLabel')}>
            {stats.map((stat) => (
              <div key={stat.label} className="hero__stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
