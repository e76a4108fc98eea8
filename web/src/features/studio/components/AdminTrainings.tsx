import { TRAINING_LIST_LIMIT, type TrainingView } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLoad } from '../../../shared/hooks/useLoad';
import { Button, Card, Spinner } from '../../../shared/ui';
import { adminListTrainings } from '../admin-api';
import { AdminTrainingTools } from './AdminTrainingTools';
import { ADMIN_TRAINING_COLUMNS } from './columns';

type Column = (typeof ADMIN_TRAINING_COLUMNS)[number];
/** The local engine's backup is a few KB of JSON: shown as "under 0.1 MB", not as "0.0 MB". */
const SMALLEST_SHOWN_MB = 0.1;

/**
 * B77, for admins only (the page checks the claim; the server checks it again): every user's trainings, a page
 * at a time, in the spec's monitor columns plus the owner and the provider's job. Picking a row fills the three
 * admin calls below with its training and job.
 */
export function AdminTrainings({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<TrainingView | null>(null);
  const page = useLoad(() => adminListTrainings(TRAINING_LIST_LIMIT, offset), [offset]);
  const rows = page.data ?? [];
  const col = (key: Column) => ({ 'data-label': t(`admin.columns.${key}`) });
  const backup = (x: TrainingView) =>
    !x.backup
      ? t('trainingStatus.none')
      : x.backup.file_size_mb < SMALLEST_SHOWN_MB
        ? t('trainingStatus.backupSizeSmall')
        : t('trainingStatus.backupSize', { size: x.backup.file_size_mb.toFixed(1) });

  return (
    <Card as="section" className="tool-card studio-admin" data-testid="training-admin">
      <h2>{t('admin.title')}</h2>
      <p className="tool-note">{t('admin.lead')}</p>
      {page.error !== undefined && (
        <p className="tool-error" role="alert" data-testid="admin-list-error">
          {t('admin.loadFailed', { message: (page.error as Error).message })}
        </p>
      )}
      {page.loading && page.data === undefined ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="tool-note" data-testid="admin-list-empty">
          {t('admin.empty')}
        </p>
      ) : (
        <div className="studio-table-wrap">
          <table className="studio-table studio-table--admin">
            <thead>
              <tr>
                {ADMIN_TRAINING_COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {t(`admin.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr
                  key={x.id}
                  className="studio-row"
                  aria-selected={picked?.id === x.id}
                  data-testid={`admin-row-${x.id}`}
                >
                  <td {...col('owner')}>
                    <code>{x.user_id}</code>
                  </td>
                  <td {...col('id')}>
                    <code>{x.id}</code>
                  </td>
                  <td {...col('name')}>{x.lora_name}</td>
                  <td {...col('trigger')}>
                    <code>{x.trigger_word}</code>
                  </td>
                  <td {...col('status')}>{t(`trainingStatus.status.${x.status}`)}</td>
                  <td {...col('actual')}>{t(`trainingStatus.actual.${x.actual_status}`)}</td>
                  <td {...col('provider')}>{t(`trainingStatus.providers.${x.provider}`)}</td>
                  <td {...col('job')}>{x.provider_job_id ? <code>{x.provider_job_id}</code> : '–'}</td>
                  <td {...col('created')}>{format.dateTime(new Date(x.created_at))}</td>
                  <td {...col('backup')}>{backup(x)}</td>
                  <td {...col('lora')}>
                    {t(`trainingStatus.model.${x.lora_url ? 'lora' : x.backup ? 'reference' : 'none'}`)}
                  </td>
                  <td {...col('select')}>
                    <button
                      type="button"
                      className="studio-link"
                      onClick={() => setPicked(x)}
                      data-testid={`admin-pick-${x.id}`}
                    >
                      {t('admin.pick')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="studio-admin__row">
        <Button
          size="sm"
          variant="secondary"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - TRAINING_LIST_LIMIT))}
          data-testid="admin-prev"
        >
          {t('admin.prev')}
        </Button>
        <span className="tool-note">{t('admin.page', { page: offset / TRAINING_LIST_LIMIT + 1 })}</span>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length < TRAINING_LIST_LIMIT}
          onClick={() => setOffset(offset + TRAINING_LIST_LIMIT)}
          data-testid="admin-next"
        >
          {t('admin.next')}
        </Button>
      </div>
      <AdminTrainingTools
        key={picked?.id ?? ''}
        picked={picked ? { trainingId: picked.id, jobId: picked.provider_job_id ?? null } : undefined}
        onChanged={() => {
          page.retry();
          onChanged();
        }}
      />
    </Card>
  );
}
