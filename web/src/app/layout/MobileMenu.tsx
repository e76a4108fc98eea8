import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { Button, Icon } from '../../shared/ui';
import { useAuth, useLoginDialog } from '../../features/auth';
import { ACCOUNT_LINKS, LINE_LINKS } from './accountLinks';
import { RemainingCount } from './RemainingCount';
import { UserChip } from './UserChip';

type Props = { id: string; onClose: () => void };

/** The phone version of the header navigation and user menu, opened by the menu button. */
export function MobileMenu({ id, onClose }: Props) {
  const { t } = useTranslation('common');
  const { user, signOut } = useAuth();
  const showLogin = useLoginDialog((s) => s.show);
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      {/* Tapping outside the panel closes it, as on native apps. */}
      <div className="mobile-menu__scrim" onClick={onClose} aria-hidden />
      <div id={id} className="mobile-menu">
        <nav className="container mobile-menu__inner" aria-label={t('nav.main')}>
          {user && (
            <div className="mobile-menu__account">
              <span className="mobile-menu__caption">{t('nav.signedInAs')}</span>
              <UserChip user={user} />
              <div className="user-menu__remaining soft-note">
                <span>{t('account.remaining')}</span>
                <RemainingCount />
              </div>
            </div>
          )}
          <NavLink to="/pricing" className="mobile-menu__link" onClick={onClose}>
            {t('nav.pricing')}
            <Icon name="arrowRight" size={18} />
          </NavLink>
          {user &&
            [...LINE_LINKS, ...ACCOUNT_LINKS].map((link) => (
              <NavLink key={link.to} to={link.to} end className="mobile-menu__link" onClick={onClose}>
                {t(link.key)}
                <Icon name="arrowRight" size={18} />
              </NavLink>
            ))}
          {user ? (
            <Button
              variant="secondary"
              block
              onClick={async () => {
                onClose();
                await signOut();
                navigate('/');
              }}
            >
              <Icon name="logout" size={18} />
              {t('nav.logout')}
            </Button>
          ) : (
            <Button
              block
              onClick={() => {
                onClose();
                showLogin('login');
              }}
            >
              {t('nav.login')}
            </Button>
          )}
        </nav>
      </div>
    </>
  );
}
