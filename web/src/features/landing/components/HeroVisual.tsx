import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui';
import { PortraitArt } from './PortraitArt';
import './HeroVisual.css';

/** Before/after illustration of what the product does; decorative, so the text carries the meaning. */
export function HeroVisual() {
  const { t } = useTranslation('landing');
  return (
    <div className="hero-visual" aria-hidden>
      <figure className="hero-visual__card hero-visual__card--before">
        <PortraitArt variant="before" />
        <figcaption className="hero-visual__label">{t('hero.visualBefore')}</figcaption>
      </figure>
      <span className="hero-visual__arrow">
        <Icon name="arrowRight" size={22} strokeWidth={2.4} />
      </span>
      <figure className="hero-visual__card hero-visual__card--after">
        <PortraitArt variant="after" />
        <figcaption className="hero-visual__label hero-visual__label--after">
          <Icon name="sparkles" size={14} strokeWidth={2.2} />
          {t('hero.visualAfter')}
        </figcaption>
      </figure>
      <span className="hero-visual__chip">
        <Icon name="bolt" size={16} strokeWidth={2.2} />
        {t('hero.visualDone')}
      </span>
    </div>
  );
}
