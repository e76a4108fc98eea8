import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useDisclosure } from '../../shared/hooks/useDisclosure';
import { Button, cx, Icon } from '../../shared/ui';
import { useAuth, useLoginDialog } from '../../features/auth';
import { LINE_LINKS } from './accountLinks';
import { HeaderAccount } from './HeaderAccount';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import './Header.css';

const MENU_ID = 'mobile-menu';

export function Header() {
  const { t } = useTranslation('common');
  const { user, loading } = useAuth();
  const showLogin = useLoginDialog((s) => s.show);
  const menu = useDisclosure(MENU_ID);
  const menuOpen = menu.open;

  return (
    <header className={cx('site-header', menuOpen && 'is-open')}>
      <div className="container site-header__inner">
        <Logo onClick={menu.close} />

        <nav className="site-header__nav" aria-label={t('nav.main')}>
          {user &&
            LINE_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className="site-header__link">
                {t(link.key)}
              </NavLink>
            ))}
          <NavLink to="/pricing" className="site-header__link">
            {t('nav.pricing')}
          </NavLink>
          <HeaderAccount />
        </nav>

        <div className="site-header__compact">
          {!loading && !user && !menuOpen && (
            <Button size="sm" variant="secondary" onClick={() => showLogin('login')}>
              {t('nav.login')}
            </Button>
          )}
          <button
            type="button"
            className="site-header__menu-btn"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            {...menu.toggleProps}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu id={MENU_ID} onClose={menu.close} />}
    </header>
  );
}
