import type { TrainingView } from '@contracts';
import { useTranslation } from 'react-i18next';

/**
 * Where a running training is (peers' users complain most about trainings that look stuck): its stage, fal's
 * queue position, and the honest estimate: 15-20 minutes on fal, seconds on the local engine.
 */
export function TrainingProgress({ training }: { training: TrainingView }) {
  const { t } = useTranslation('studio');
  const stage = training.stage ?? (training.status === 'pending' ? 'queued' : 'training');
  return (
    <span className="studio-run" data-testid={`progress-${training.id}`}>
      <span className="studio-run__stage">{t(`trainingStatus.stages.${stage}`)}</span>
      {training.queue_position !== null && (
        <span className="tool-note">{t('trainingStatus.queue', { position: training.queue_position })}</span>
      )}
      <span className="tool-note">
        {training.provider === 'fal' ? t('trainingStatus.estimateFal') : t('trainingStatus.estimateLocal')}
      </span>
    </span>
  );
}
