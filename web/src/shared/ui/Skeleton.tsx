import type { CSSProperties } from 'react';
import './Skeleton.css';
import { cx } from './classNames';

type Props = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
};

export function Skeleton({ width = '100%', height = 16, radius, className }: Props) {
  return (
    <span className={cx('skeleton', className)} style={{ width, height, borderRadius: radius }} aria-hidden />
  );
}
