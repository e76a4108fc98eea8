import { cx } from '../../../shared/ui';

type Props<T extends string> = {
  value: T;
  options: Array<{ id: T; label: string }>;
  onChange: (v: T) => void;
};

/** Two or more exclusive modes shown as tabs. */
export function ModeTabs<T extends string>({ value, options, onChange }: Props<T>) {
  return (
    <div className="mode-tabs" role="tablist">
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          role="tab"
          aria-selected={o.id === value}
          data-testid={`tab-${o.id}`}
          className={cx('mode-tabs__tab', o.id === value && 'mode-tabs__tab--active')}
          onClick={() => onChange(o.id)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
