import type { ReactNode } from 'react';
import './Badge.css';
import { cx } from './classNames';

type Props = {
  tone?: 'brand' | 'soft' | 'accent' | 'success';
  className?: string;
  children: ReactNode;
};

export function Badge({ tone = 'soft', className, children }: Props) {
  return <span className={cx('badge', `badge--${tone}`, className)}>{children}</span>;
}
