import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../../shared/ui';
import { useAuth, type AuthUser } from '../../features/auth';
import { ACCOUNT_LINKS } from './accountLinks';
import { RemainingCount } from './RemainingCount';
import { UserChip } from './UserChip';

/** Spec §9: the hover menu closes 200 ms after the pointer leaves, so crossing the gap does not close it. */
export const HOVER_CLOSE_MS = 200;
const HOVER_CLICK_GRACE_MS = 600;

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation('common');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse click arrives right after the hover that opened the menu; it must not close it again.
  const hoveredAt = useRef(0);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      className="user-menu"
      onMouseEnter={() => {
        cancelClose();
        if (!open) hoveredAt.current = Date.now();
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
    >
      <button
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          const justHovered = Date.now() - hoveredAt.current < HOVER_CLICK_GRACE_MS;
          setOpen((value) => justHovered || !value);
        }}
      >
        <UserChip user={user} />{' '}
        {/* Named by the visible name plus "account menu" (WCAG 2.5.3), not by a label that hides the name. */}
        <span className="visually-hidden">{t('account.menu')}</span>
        <Icon name="arrowRight" size={14} className="user-menu__caret" />
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          <div className="user-menu__remaining soft-note">
            <span>{t('account.remaining')}</span>
            <RemainingCount />
          </div>
          <ul className="user-menu__list">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="user-menu__item" onClick={() => setOpen(false)}>
                  <Icon name={link.icon} size={18} />
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="user-menu__item"
                onClick={async () => {
                  setOpen(false);
                  await signOut();
                  navigate('/');
                }}
              >
                <Icon name="logout" size={18} />
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
