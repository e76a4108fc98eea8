import type { ReactNode } from 'react';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  testId?: string;
};

/** A checkbox inside its label, so the whole text toggles it and names it for assistive tech. */
export function Checkbox({ checked, onChange, children, className, disabled, testId }: Props) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
