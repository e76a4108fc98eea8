import { Avatar, userLabel, type AuthUser } from '../../features/auth';

export function UserChip({ user }: { user: AuthUser }) {
  return (
    <span className="user-chip" title={user.email ?? undefined}>
      <Avatar user={user} size="sm" />
      <span className="user-chip__name">{userLabel(user)}</span>
    </span>
  );
}
