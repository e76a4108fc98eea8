import type { ReactNode } from 'react';
import { SectionHeading, cx } from '../../../shared/ui';

type Props = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  /** The section's own id, for links to it (/pricing#studio-plans). */
  anchor?: string;
  title: string;
  subtitle?: string;
  /** The warm background band; `narrow` keeps long text to a readable width. */
  tone?: 'warm';
  narrow?: boolean;
  testId?: string;
  children: ReactNode;
};

/** One band of the pricing page: full width, its heading and content in the page column. */
export function PricingSection({
  id,
  anchor,
  title,
  subtitle,
  tone,
  narrow = false,
  testId,
  children,
}: Props) {
  return (
    <section
      className={cx('pricing-section', tone && `pricing-section--${tone}`)}
      id={anchor}
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className={cx('container', narrow && 'container--narrow')}>
        <SectionHeading id={id} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
