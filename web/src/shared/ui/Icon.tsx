// Inline stroke icons: the app ships without icon fonts or remote assets (it must work offline).
// Each icon is its outline as SVG path data (circles and rectangles written as arcs), drawn with one stroke.
const paths = {
  upload: 'M12 15V4 M7 9l5-5 5 5 M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.9 1.4-1.9-.3-1 .3-2.1 1.4-2.1H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10Z M6.3 11a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0 M8.8 7a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0 M13.3 7a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0',
  sparkles:
    'M12 3.5 13.8 9l5.7 1.8-5.7 1.8L12 18.2l-1.8-5.6L4.5 10.8 10.2 9 12 3.5Z M19 3v4M21 5h-4M5 17v3M6.5 18.5h-3',
  download: 'M12 4v11 M7 10l5 5 5-5 M4 20h16',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  star: 'm12 3.5 2.6 5.5 6 .8-4.4 4.1 1.1 6-5.3-2.9-5.3 2.9 1.1-6L3.4 9.8l6-.8L12 3.5Z',
  user: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0 M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3 M10 16.5 5.5 12 10 7.5M5.5 12H15',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  alert: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M12 7.5v5.5M12 16.5v.01',
  bolt: 'M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z',
  image:
    'M6 4.5h12a2.5 2.5 0 0 1 2.5 2.5v10a2.5 2.5 0 0 1 -2.5 2.5h-12a2.5 2.5 0 0 1 -2.5 -2.5v-10a2.5 2.5 0 0 1 2.5 -2.5Z M7.2 10a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0 M4 17l4.5-4.5 3.5 3.5 3-3 5 5',
} satisfies Record<string, string>;

export type IconName = keyof typeof paths;

type Props = {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  className?: string;
  /** Set when the icon is the only content of a control; otherwise it is hidden from assistive tech. */
  title?: string;
};

export function Icon({ name, size = 20, strokeWidth = 1.8, className, title }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
