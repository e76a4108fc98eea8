import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Icon, LinkButton, Skeleton } from '../../shared/ui';
import { useAuth } from '../../features/auth';
import { UserChip } from './UserChip';

/** The account corner of the desktop header: log-in button, or who is signed in and log out. */
export function HeaderAccount() {
  const { t } = useTranslation('common');
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();

  if (loading) return <Skeleton width={96} height={36} radius={999} />;
  if (!user) {
    return (
      <LinkButton to="/auth" size="sm">
        {t('nav.login')}
      </LinkButton>
    );
  }
  return (
    <div className="header-account">
      <UserChip user={user} />
      <Button
        variant="ghost"
        size="sm"
        onClick={async () => {
          await signOut();
          navigate('/');
        }}
      >
        <Icon name="logout" size={16} />
        {t('nav.logout')}
      </Button>
    </div>
  );
}
