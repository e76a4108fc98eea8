import type { ButtonHTMLAttributes } from 'react';
import { cx } from './classNames';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'> & {
  pressed: boolean;
  /** The class a pressed button gets besides its own. */
  pressedClass?: string;
  'data-testid'?: string;
};

/** A button that stays pressed while its choice is on (a chip, a card, a language), and says so to assistive tech. */
export function ToggleButton({ pressed, pressedClass = 'is-active', className, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cx(className, pressed && pressedClass)}
      {...rest}
    />
  );
}
