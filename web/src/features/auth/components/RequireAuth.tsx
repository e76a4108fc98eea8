import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../shared/ui';
import { authPath } from '../redirect';
import { useAuth } from '../useAuth';

type Props = {
  /** Spec §2: payment pages send logged-out users to sign-in, every other guarded page to the landing page. */
  redirectTo: 'home' | 'auth';
};

export function RequireAuth({ redirectTo }: Props) {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageSpinner />;
  if (!user) {
    const target = redirectTo === 'auth' ? authPath(location.pathname + location.search) : '/';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
