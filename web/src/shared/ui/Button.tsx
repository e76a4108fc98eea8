import type { ButtonHTMLAttributes } from 'react';
import './Button.css';
import { buttonClass, type ButtonStyleProps } from './buttonClass';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

export function Button({ variant, size, block, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
