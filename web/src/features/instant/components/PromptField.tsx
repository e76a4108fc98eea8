import { INSTANT_PROMPT_MAX } from '@contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange: (value: string) => void; disabled?: boolean };

/** An optional wish added to the preset's instruction; only the AI engines read it, and the field says so. */
export function PromptField({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation('instant');
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <div className="instant-prompt">
      <label htmlFor={id}>{t('prompt.label')}</label>
      <textarea
        id={id}
        rows={2}
        value={value}
        maxLength={INSTANT_PROMPT_MAX}
        placeholder={t('prompt.placeholder')}
        aria-describedby={hint}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        data-testid="instant-prompt"
      />
      <small id={hint} className="tool-note">
        {t('prompt.hint', { count: value.length, max: INSTANT_PROMPT_MAX })}
      </small>
    </div>
  );
}
