import { GENERATION_LIMITS } from '@contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerateForm } from './useGenerateForm';

type Props = { form: GenerateForm; triggerWord: string; disabled?: boolean };

/** The prompt (editable, the trigger word shown in front of it) and what to avoid. */
export function PromptFields({ form, triggerWord, disabled = false }: Props) {
  const { t } = useTranslation('generate');
  const id = useId();
  const max = GENERATION_LIMITS.promptMax;
  return (
    <div className="gen-prompt">
      <label htmlFor={`${id}-prompt`}>{t('prompt.label')}</label>
      <div className="gen-prompt__box">
        <p className="gen-prompt__prefix">
          <code className="gen-prompt__trigger">{triggerWord}</code>
          <small className="tool-note">{t('prompt.triggerHint')}</small>
        </p>
        <textarea
          id={`${id}-prompt`}
          rows={3}
          value={form.prompt}
          maxLength={max}
          placeholder={t('prompt.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => form.setPrompt(e.target.value)}
          disabled={disabled}
          data-testid="gen-prompt"
        />
      </div>
      <small id={`${id}-hint`} className="tool-note">
        {t('prompt.hint', { count: form.prompt.length, max })}
      </small>
      <label htmlFor={`${id}-negative`}>{t('prompt.negative')}</label>
      <textarea
        id={`${id}-negative`}
        rows={2}
        value={form.negative}
        maxLength={max}
        placeholder={t('prompt.negativePlaceholder')}
        aria-describedby={`${id}-negative-note`}
        onChange={(e) => form.setNegative(e.target.value)}
        disabled={disabled}
        data-testid="gen-negative"
      />
      <small id={`${id}-negative-note`} className="tool-note" data-testid="gen-negative-note">
        {t('prompt.negativeNotUsed')}
      </small>
    </div>
  );
}
