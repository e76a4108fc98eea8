import { useId } from 'react';
import './RangeField.css';

type Props = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
};

/** A labelled slider showing its value with the step's precision. */
export function RangeField({ label, min, max, step, value, onChange }: Props) {
  const id = useId();
  const digits = String(step).split('.')[1]?.length ?? 0;
  return (
    <div className="tool-slider">
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{value.toFixed(digits)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
