import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LINE_LINKS } from '../../../shared/lib/lines';
import { Icon } from '../../../shared/ui';

/** A signed-in visitor's ways into every line from the landing page: studio, instant editor, ID photo, dashboard. */
export function LineLinks() {
  const { t } = useTranslation(['landing', 'common']);
  const links = [...LINE_LINKS, { to: '/dashboard', key: 'account.dashboard' } as const];
  return (
    <nav className="hero__lines" aria-label={t('landing:hero.linesLabel')}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="hero__line">
          {t(`common:${link.key}`)}
          <Icon name="arrowRight" size={16} />
        </Link>
      ))}
    </nav>
  );
}
