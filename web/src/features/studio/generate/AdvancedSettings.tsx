import { GENERATION_LIMITS } from '@contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RangeField } from '../../../shared/ui';
import { SCHEDULERS, type Advanced, type Format, type Size } from './templates';

const L = GENERATION_LIMITS;

type Props = {
  value: Advanced;
  onChange: (patch: Partial<Advanced>) => void;
  onReset: () => void;
  disabled?: boolean;
};

/** Spec §5: guidance, steps, LoRA strength, size, format, scheduler and seed; closed until opened. */
export function AdvancedSettings({ value, onChange, onReset, disabled = false }: Props) {
  const { t } = useTranslation('generate');
  const id = useId();
  const select = <T extends string | number>(
    key: 'width' | 'height' | 'format' | 'scheduler',
    options: readonly T[],
    parse: (raw: string) => T,
    label: (option: T) => string,
  ) => (
    <div className="gen-field">
      <label htmlFor={`${id}-${key}`}>{t(`advanced.${key}`)}</label>
      <select
        id={`${id}-${key}`}
        value={String(value[key])}
        onChange={(e) => onChange({ [key]: parse(e.target.value) })}
        disabled={disabled}
        data-testid={`gen-${key}`}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
  const px = (n: Size) => t('advanced.px', { n });

  return (
    <details className="gen-advanced" data-testid="gen-advanced">
      <summary>{t('advanced.title')}</summary>
      <fieldset className="gen-advanced__body" disabled={disabled}>
        <RangeField
          label={t('advanced.guidance')}
          {...L.guidance}
          value={value.guidance}
          onChange={(guidance) => onChange({ guidance })}
        />
        <RangeField
          label={t('advanced.steps')}
          {...L.steps}
          step={1}
          value={value.steps}
          onChange={(steps) => onChange({ steps })}
        />
        <RangeField
          label={t('advanced.loraScale')}
          {...L.loraScale}
          value={value.loraScale}
          onChange={(loraScale) => onChange({ loraScale })}
        />
        <div className="gen-advanced__row">
          {select('width', L.sizes, (raw) => Number(raw) as Size, px)}
          {select('height', L.sizes, (raw) => Number(raw) as Size, px)}
          {select(
            'format',
            L.formats,
            (raw) => raw as Format,
            (f) => f.toUpperCase(),
          )}
        </div>
        {select(
          'scheduler',
          SCHEDULERS,
          (raw) => raw as (typeof SCHEDULERS)[number],
          (s) => s,
        )}
        <small className="tool-note" data-testid="gen-scheduler-note">
          {t('advanced.schedulerNotUsed')}
        </small>
        <div className="gen-field">
          <label htmlFor={`${id}-seed`}>{t('advanced.seed')}</label>
          <input
            id={`${id}-seed`}
            inputMode="numeric"
            value={value.seed}
            placeholder={t('advanced.seedPlaceholder')}
            onChange={(e) => onChange({ seed: e.target.value })}
            data-testid="gen-seed"
          />
        </div>
        <Button size="sm" variant="ghost" onClick={onReset}>
          {t('advanced.reset')}
        </Button>
      </fieldset>
    </details>
  );
}
