import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { Button, Icon, LinkButton } from '../../shared/ui';
import { useAuth } from '../../features/auth';
import { UserChip } from './UserChip';

type Props = { id: string; onClose: () => void };

/** The phone version of the header navigation, opened by the menu button. */
export function MobileMenu({ id, onClose }: Props) {
  const { t } = useTranslation('common');
  const { user, signOut } = useAuth();
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
          <NavLink to="/pricing" className="mobile-menu__link" onClick={onClose}>
            {t('nav.pricing')}
            <Icon name="arrowRight" size={18} />
          </NavLink>
          {user ? (
            <div className="mobile-menu__account">
              <span className="mobile-menu__caption">{t('nav.signedInAs')}</span>
              <UserChip user={user} />
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
            </div>
          ) : (
            <LinkButton to="/auth" block onClick={onClose}>
              {t('nav.login')}
            </LinkButton>
          )}
        </nav>
      </div>
    </>
  );
}
