import type { ReactNode } from 'react';

type Props<T extends string> = {
  /** The field's name, shown before the list; the label wraps both, so it names the list. */
  label: ReactNode;
  value: T;
  options: readonly T[];
  /** What an option shows; the option itself when not given (sizes, ratios). */
  optionLabel?: (option: T) => string;
  onChange: (value: T) => void;
  className?: string;
  disabled?: boolean;
  testId?: string;
};

/** A labelled drop-down list of string options. */
export function SelectField<T extends string>(props: Props<T>) {
  const { label, value, options, optionLabel, onChange, className, disabled, testId } = props;
  return (
    <label className={className}>
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        disabled={disabled}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </label>
  );
}
