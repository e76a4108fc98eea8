/** The account destinations of spec §2's user menu, shared by the desktop menu and the phone menu. */
export const ACCOUNT_LINKS = [
  { to: '/profile', key: 'account.profile', icon: 'user' },
  { to: '/profile?tab=credits', key: 'account.purchases', icon: 'bolt' },
  { to: '/profile?tab=gallery', key: 'account.generations', icon: 'image' },
] as const;
