import type { IconName } from '../../shared/ui';

export { LINE_LINKS } from '../../shared/lib/lines';

/** The account destinations of spec §2's user menu, shared by the desktop menu and the phone menu. */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', key: 'account.dashboard', icon: 'sparkles' },
  { to: '/training-status', key: 'account.models', icon: 'star' },
  { to: '/profile', key: 'account.profile', icon: 'user' },
  { to: '/profile?tab=credits', key: 'account.purchases', icon: 'bolt' },
  { to: '/profile?tab=gallery', key: 'account.generations', icon: 'image' },
] as const satisfies ReadonlyArray<{ to: string; key: string; icon: IconName }>;
