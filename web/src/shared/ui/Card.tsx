import type { HTMLAttributes } from 'react';
import './Card.css';
import { cx } from './classNames';

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'li' };

export function Card({ as: Tag = 'div', className, ...rest }: Props) {
  return <Tag className={cx('card', className)} {...rest} />;
}
