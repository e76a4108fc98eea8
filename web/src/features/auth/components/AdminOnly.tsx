import { useEffect, useState, type ReactNode } from 'react';
import { debugPagesOpen } from '../../../shared/lib/debugPages';
import { PageSpinner } from '../../../shared/ui';
import { isAdmin } from '../api';
import { useAuth } from '../useAuth';

type Props = {
  /** The translated 'admins only' text of the page. */
  notice: string;
  children: ReactNode;
  /** Whether the admin claim is required; by default only in a build for a real project (review L7). */
  enforce?: boolean;
};

/**
 * Debug and test pages in a production build: the children (and so every call they make) mount only for a user
 * whose ID token carries `admin: true`; anyone else sees the notice. The server checks its own routes anyway.
 */
export function AdminOnly({ notice, children, enforce = !debugPagesOpen }: Props) {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [checked, setChecked] = useState<{ uid: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (!enforce || !uid) return;
    let live = true;
    isAdmin().then(
      (admin) => live && setChecked({ uid, admin }),
      () => live && setChecked({ uid, admin: false }),
    );
    return () => {
      live = false;
    };
  }, [enforce, uid]);

  if (!enforce) return <>{children}</>;
  const known = checked?.uid === uid ? checked : null;
  if (loading || (uid && !known)) return <PageSpinner />;
  if (!known?.admin) {
    return (
      <p className="container admin-only" role="alert" data-testid="admin-only">
        {notice}
      </p>
    );
  }
  return <>{children}</>;
}
