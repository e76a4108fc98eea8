import { TRAINING_STATUSES, type TrainingStatus } from '@contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '../../../shared/ui';
import { adminCheckExternalJob, adminMapExternalJob, adminSetTrainingStatus } from '../admin-api';

type Outcome = { ok: boolean; text: string };

type Props = {
  /** The training picked in the list (the fields start from it; mount with a key per pick). */
  picked?: { trainingId: string; jobId: string | null };
  onChanged: () => void;
};

/**
 * B77: the admin calls of the training monitor, on /training-status for admins only (the page checks the claim;
 * the server checks it again). Each form answers in one line: the training's new status, or the job's state.
 */
export function AdminTrainingTools({ picked, onChanged }: Props) {
  const { t } = useTranslation('studio');
  const [trainingId, setTrainingId] = useState(picked?.trainingId ?? '');
  const [status, setStatus] = useState<TrainingStatus>('failed');
  const [reason, setReason] = useState('');
  const [jobId, setJobId] = useState(picked?.jobId ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = (call: () => Promise<string>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await call() });
      onChanged();
    } catch (e) {
      setOutcome({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const trainingLine = (v: { id: string; status: TrainingStatus }) =>
    t('admin.trainingNow', { id: v.id, status: t(`trainingStatus.status.${v.status}`) });

  return (
    <div className="studio-admin__tools" data-testid="training-admin-tools">
      <h3>{t('admin.toolsTitle')}</h3>
      <div className="studio-admin__fields">
        <label>
          {t('admin.trainingId')}
          <input
            value={trainingId}
            onChange={(e) => setTrainingId(e.target.value.trim())}
            data-testid="admin-training-id"
          />
        </label>
        <label>
          {t('admin.jobId')}
          <input value={jobId} onChange={(e) => setJobId(e.target.value.trim())} data-testid="admin-job-id" />
        </label>
      </div>
      <form
        className="studio-admin__row"
        onSubmit={run(async () =>
          trainingLine(await adminSetTrainingStatus(trainingId, status, reason.trim())),
        )}
      >
        <SelectField
          label={t('admin.status')}
          value={status}
          options={TRAINING_STATUSES}
          optionLabel={(s) => t(`trainingStatus.status.${s}`)}
          onChange={setStatus}
          testId="admin-status"
        />
        <label>
          {t('admin.reason')}
          <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="admin-reason" />
        </label>
        <Button type="submit" size="sm" disabled={busy || !trainingId} data-testid="admin-set-status">
          {t('admin.setStatus')}
        </Button>
      </form>
      <div className="studio-admin__row">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || !jobId}
          onClick={run(async () => {
            const check = await adminCheckExternalJob(jobId);
            return t('admin.jobNow', { id: check.fal_job_id, state: check.state });
          })}
          data-testid="admin-check-job"
        >
          {t('admin.checkJob')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || !jobId || !trainingId}
          onClick={run(async () => trainingLine(await adminMapExternalJob(trainingId, jobId)))}
          data-testid="admin-map-job"
        >
          {t('admin.mapJob')}
        </Button>
      </div>
      {outcome && (
        <p className={outcome.ok ? 'tool-note' : 'tool-error'} role="status" data-testid="admin-outcome">
          {outcome.text}
        </p>
      )}
    </div>
  );
}
