import type { AuthUser } from '../../features/auth';

/** Spec §2 (profile): the avatar shows the first letter of the display name or email, else 'U'. */
export function userInitial(user: AuthUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}

export function userLabel(user: AuthUser): string {
  return user.displayName?.trim() || user.email || '';
}

export function UserChip({ user }: { user: AuthUser }) {
  return (
    <span className="user-chip" title={user.email ?? undefined}>
      <span className="user-chip__avatar" aria-hidden>
        {userInitial(user)}
      </span>
      <span className="user-chip__name">{userLabel(user)}</span>
    </span>
  );
}
