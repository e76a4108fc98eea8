import { Link, type LinkProps } from 'react-router-dom';
import './Button.css';
import { buttonClass, type ButtonStyleProps } from './buttonClass';

type Props = LinkProps & ButtonStyleProps;

/** Navigation that looks like a button; stays a real link so it can be opened in a new tab. */
export function LinkButton({ variant, size, block, className, ...rest }: Props) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
