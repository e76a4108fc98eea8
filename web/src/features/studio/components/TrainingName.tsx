import { LORA_NAME_MAX } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  name: string;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  onSave: (name: string) => Promise<void>;
};

/** The LoRA name, edited in place: Enter or save sends it trimmed (spec §5), Escape or discard leaves it. */
export function TrainingName({ id, name, editing, onEditing, onSave }: Props) {
  if (!editing)
    return (
      <span className="studio-name" data-testid={`name-${id}`}>
        {name}
      </span>
    );
  return <NameEditor id={id} name={name} onDone={() => onEditing(false)} onSave={onSave} />;
}

// Mounted per edit, so each edit starts from the current name.
function NameEditor({
  id,
  name,
  onDone,
  onSave,
}: Pick<Props, 'id' | 'name' | 'onSave'> & { onDone: () => void }) {
  const { t } = useTranslation('studio');
  const [draft, setDraft] = useState(name);
  const save = async () => {
    const trimmed = draft.trim();
    onDone();
    if (trimmed && trimmed !== name) await onSave(trimmed);
  };
  return (
    <form
      className="studio-name-edit"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <input
        value={draft}
        maxLength={LORA_NAME_MAX}
        aria-label={t('trainingStatus.columns.name')}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        data-testid={`name-input-${id}`}
      />
      <button type="submit" className="studio-link" disabled={!draft.trim()} data-testid={`name-save-${id}`}>
        {t('trainingStatus.actions.save')}
      </button>
      <button type="button" className="studio-link" onClick={onDone}>
        {t('trainingStatus.actions.cancelEdit')}
      </button>
    </form>
  );
}
