import type { TrainingView } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelTraining,
  deleteTraining,
  fetchTraining,
  refreshTraining,
  renameTraining,
} from './training-api';
import type { Trainings } from './useTrainings';

export type Ask = { kind: 'cancel' | 'delete'; training: TrainingView };
export type Tell = { text: string; tone: 'notice' | 'error' };

/**
 * The monitor's actions (spec §2, §8): cancel and delete are asked first; a failure says 'Failed to
 * edit/delete/cancel/refresh training' with the server's reason; a delete reports what it removed.
 */
export function useTrainingActions({ update, reload }: Pick<Trainings, 'update' | 'reload'>) {
  const { t } = useTranslation('studio');
  const [ask, setAsk] = useState<Ask | null>(null);
  const [tell, setTell] = useState<Tell | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(
    id: string,
    failKey: 'edit' | 'delete' | 'cancel' | 'refresh',
    action: () => Promise<void>,
  ) {
    setBusy(id);
    try {
      await action();
    } catch (e) {
      setTell({
        text: t(`trainingStatus.failed.${failKey}`, { message: (e as Error).message }),
        tone: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  const rename = (training: TrainingView, name: string) =>
    run(training.id, 'edit', async () => {
      await renameTraining(training.id, name);
      update(training.id, { lora_name: name.trim() });
    });

  const refresh = (training: TrainingView) =>
    run(training.id, 'refresh', async () => {
      await refreshTraining(training.id);
      update(training.id, await fetchTraining(training.id));
    });

  async function confirm() {
    if (!ask) return;
    const { kind, training } = ask;
    setAsk(null);
    if (kind === 'cancel')
      await run(training.id, 'cancel', async () => {
        await cancelTraining(training.id);
        await reload();
      });
    else
      await run(training.id, 'delete', async () => {
        const { details } = await deleteTraining(training.id);
        update(training.id, null);
        setTell({
          text: t('trainingStatus.deleted', {
            files: details.deleted_files,
            generations: details.deleted_generations,
          }),
          tone: 'notice',
        });
      });
  }

  return { ask, setAsk, tell, setTell, busy, rename, refresh, confirm };
}
