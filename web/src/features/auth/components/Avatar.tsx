import type { AuthUser } from '../types';
import './Avatar.css';

/** Spec §2 (profile): the first letter of the display name or email, else 'U'. */
export function userInitial(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  const source = user.displayName?.trim() || user.email?.trim() || 'U';
  return Array.from(source)[0]!.toUpperCase();
}

export function userLabel(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email || '';
}

/**
 * A name that may be an e-mail address (spec: the greeting and the profile show the email when there is no
 * display name) wraps before its '@' (a zero-width space marks the break), not inside a word ("…@exam/ple.com").
 */
export const wrapsAtAt = (text: string): string => text.replace('@', '\u200b@');

export function Avatar({ user, size = 'md' }: { user: AuthUser; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden>
      {userInitial(user)}
    </span>
  );
}
