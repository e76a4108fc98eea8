import './Spinner.css';

type Props = {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; leave empty when a visible text already says what is loading. */
  label?: string;
};

export function Spinner({ size = 'md', label }: Props) {
  return (
    <span
      className={`spinner spinner--${size}`}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
