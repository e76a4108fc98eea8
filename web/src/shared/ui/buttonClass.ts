import { cx } from './classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

/** Shared by Button and LinkButton so a link that looks like a button is styled identically. */
export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonStyleProps, extra?: string) {
  return cx('btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block', extra);
}
