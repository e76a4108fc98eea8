import { useTranslation } from 'react-i18next';
import { SectionHeading, type IconName } from '../../../shared/ui';
import { FeatureCard } from './FeatureCard';
import './FeatureGrid.css';

const FEATURES: Array<{ key: 'upload' | 'styles' | 'ai' | 'hd'; icon: IconName }> = [
  { key: 'upload', icon: 'upload' },
  { key: 'styles', icon: 'palette' },
  { key: 'ai', icon: 'sparkles' },
  { key: 'hd', icon: 'download' },
];

export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features-title" eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <ul className="feature-grid">
          {FEATURES.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={icon}
              title={t(`features.${key}.title`)}
              body={t(`features.${key}.body`)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
