/**
 * The product lines, as the header, the phone menu and the landing page link them: the studio (a model trained
 * on the user's photos), the instant editor and the ID photo maker. `key` is a common.json string.
 */
export const LINE_LINKS = [
  { to: '/services', key: 'nav.studio' },
  { to: '/instant-new', key: 'nav.instant' },
  { to: '/instant', key: 'nav.idPhoto' },
] as const;
