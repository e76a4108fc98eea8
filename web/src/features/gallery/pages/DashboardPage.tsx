import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { buttonClass, Icon, LinkButton, PageSpinner, type IconName } from '../../../shared/ui';
import { useAuth, wrapsAtAt } from '../../auth';
import { useImageGenerationAvailable } from '../../../shared/hooks/useImageGenerationAvailable';
import { GenerationHistory } from '../components/GenerationHistory';
import '../components/gallery.css';

const LINKS = [
  { to: '/gallery', key: 'gallery', icon: 'image' },
  { to: '/instant-new', key: 'instant', icon: 'bolt' },
  { to: '/instant', key: 'idPhoto', icon: 'user' },
  { to: '/upload', key: 'studio', icon: 'upload' },
  { to: '/training-status', key: 'models', icon: 'star' },
  { to: '/gemini-analysis', key: 'analysis', icon: 'sparkles' },
  { to: '/gemini-image-generation', key: 'imageGeneration', icon: 'palette' },
] as const satisfies readonly { to: string; key: string; icon: IconName }[];

/** Spec §2 /dashboard: a greeting, the ways to create, and the generation history below. */
export default function DashboardPage() {
  const { t } = useTranslation('gallery');
  const { user } = useAuth();
  // A tool with no model behind it is shown as unavailable here, not discovered after typing a prompt.
  const generationAvailable = useImageGenerationAvailable();
  usePageTitle(t('dashboard.title'));
  if (!user) return <PageSpinner />;
  const name = wrapsAtAt(user.displayName || user.email || t('dashboard.friend'));
  return (
    <section className="dashboard container">
      <h1 className="dashboard__greeting" data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name })}
      </h1>
      <p className="dashboard__lead">{t('dashboard.lead')}</p>
      <nav className="dashboard__links" aria-label={t('dashboard.linksLabel')}>
        {LINKS.map((link) =>
          link.key === 'imageGeneration' && generationAvailable === false ? (
            <span
              key={link.to}
              className={buttonClass({ variant: 'secondary' }, 'dashboard__link is-unavailable')}
              data-testid="dashboard-unavailable"
            >
              <Icon name={link.icon} size={18} />
              {t('dashboard.unavailable', { tool: t(`dashboard.links.${link.key}`) })}
            </span>
          ) : (
            <LinkButton key={link.to} to={link.to} variant="secondary" className="dashboard__link">
              <Icon name={link.icon} size={18} />
              {t(`dashboard.links.${link.key}`)}
            </LinkButton>
          ),
        )}
      </nav>
      <GenerationHistory />
    </section>
  );
}
