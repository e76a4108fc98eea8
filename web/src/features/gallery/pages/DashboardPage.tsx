import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Icon, LinkButton, PageSpinner, type IconName } from '../../../shared/ui';
import { useAuth } from '../../auth';
import { GenerationHistory } from '../components/GenerationHistory';
import '../components/gallery.css';

const LINKS = [
  { to: '/gallery', key: 'gallery', icon: 'image' },
  { to: '/instant-new', key: 'instant', icon: 'bolt' },
  { to: '/gemini-analysis', key: 'analysis', icon: 'sparkles' },
  { to: '/gemini-image-generation', key: 'imageGeneration', icon: 'palette' },
  { to: '/upload', key: 'studio', icon: 'upload' },
] as const satisfies readonly { to: string; key: string; icon: IconName }[];

/** Spec §2 /dashboard: a greeting, the ways to create, and the generation history below. */
export default function DashboardPage() {
  const { t } = useTranslation('gallery');
  const { user } = useAuth();
  usePageTitle(t('dashboard.title'));
  if (!user) return <PageSpinner />;
  const name = user.displayName || user.email || t('dashboard.friend');
  return (
    <section className="dashboard container">
      <h1 className="dashboard__greeting" data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name })}
      </h1>
      <p className="dashboard__lead">{t('dashboard.lead')}</p>
      <nav className="dashboard__links" aria-label={t('dashboard.linksLabel')}>
        {LINKS.map((link) => (
          <LinkButton key={link.to} to={link.to} variant="secondary" className="dashboard__link">
            <Icon name={link.icon} size={18} />
            {t(`dashboard.links.${link.key}`)}
          </LinkButton>
        ))}
      </nav>
      <GenerationHistory />
    </section>
  );
}
