import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '../../shared/ui';
import { useAuth, useLoginDialog } from '../../features/auth';
import { UserMenu } from './UserMenu';

/** The account corner of the desktop header: the log-in button, or the user menu. */
export function HeaderAccount() {
  const { t } = useTranslation('common');
  const { user, loading } = useAuth();
  const showLogin = useLoginDialog((s) => s.show);

  if (loading) return <Skeleton width={96} height={36} radius={999} />;
  if (!user) {
    return (
      <Button size="sm" onClick={() => showLogin('login')}>
        {t('nav.login')}
      </Button>
    );
  }
  return <UserMenu user={user} />;
}
