import type { TrainingView } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { Badge, LinkButton, Spinner } from '../../../shared/ui';
import { TRAINING_COLUMNS } from './columns';
import { TrainingName } from './TrainingName';
import { TrainingProgress } from './TrainingProgress';
import { TrainingThumb } from './TrainingThumb';

type Column = (typeof TRAINING_COLUMNS)[number];

type Props = {
  index: number;
  training: TrainingView;
  busy: boolean;
  onRename: (name: string) => Promise<void>;
  onCancel: () => void;
  onDelete: () => void;
  onRefresh: () => void;
};

const TONES = { ready: 'success', processing: 'brand', failed: 'soft', cancelled: 'soft' } as const;

/** The one status a customer sees: the spec's actual status, with a cancelled training named as such. */
export const customerState = (x: TrainingView) =>
  x.actual_status === 'failed' && x.status === 'cancelled' ? 'cancelled' : x.actual_status;

/** One training: a table row on wide screens, a card on phones (the cells carry their column name). */
export function TrainingRow({ index, training: x, busy, onRename, onCancel, onDelete, onRefresh }: Props) {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const col = (key: Column) => ({ 'data-label': t(`trainingStatus.columns.${key}`) });
  const state = customerState(x);

  return (
    <tr className="studio-row" data-testid={`training-${x.id}`} data-actual={x.actual_status}>
      <td {...col('number')}>{index + 1}</td>
      <td {...col('thumbnail')}>
        <TrainingThumb training={x} />
      </td>
      <td {...col('name')}>
        <TrainingName
          id={x.id}
          name={x.lora_name}
          editing={editing}
          onEditing={setEditing}
          onSave={onRename}
        />
      </td>
      <td {...col('status')}>
        <span data-testid={`state-${x.id}`}>
          <Badge tone={TONES[state]}>{t(`trainingStatus.state.${state}`)}</Badge>
        </span>
        {x.actual_status === 'processing' && <TrainingProgress training={x} />}
        {x.error && <span className="studio-row__error">{x.error}</span>}
      </td>
      <td {...col('provider')}>
        <span data-testid={`provider-${x.id}`}>{t(`trainingStatus.providers.${x.provider}`)}</span>
      </td>
      <td {...col('created')}>{format.dateTime(new Date(x.created_at))}</td>
      <td {...col('actions')} className="studio-row__actions">
        {busy && <Spinner size="sm" />}
        {x.actual_status === 'ready' && (
          <LinkButton
            size="sm"
            to={`/generate?training_id=${encodeURIComponent(x.id)}`}
            data-testid={`generate-${x.id}`}
          >
            {t('trainingStatus.actions.generate')}
          </LinkButton>
        )}
        {x.actual_status === 'processing' && (
          <button
            type="button"
            className="studio-link studio-link--danger"
            disabled={busy}
            onClick={onCancel}
            data-testid={`cancel-${x.id}`}
          >
            {t('trainingStatus.actions.cancel')}
          </button>
        )}
        <button
          type="button"
          className="studio-link"
          disabled={busy}
          onClick={() => setEditing(true)}
          data-testid={`edit-${x.id}`}
        >
          {t('trainingStatus.actions.edit')}
        </button>
        <button
          type="button"
          className="studio-link"
          disabled={busy}
          onClick={onRefresh}
          data-testid={`refresh-${x.id}`}
        >
          {t('trainingStatus.actions.refresh')}
        </button>
        <button
          type="button"
          className="studio-link studio-link--danger"
          disabled={busy}
          onClick={onDelete}
          data-testid={`delete-${x.id}`}
        >
          {t('trainingStatus.actions.delete')}
        </button>
      </td>
    </tr>
  );
}
