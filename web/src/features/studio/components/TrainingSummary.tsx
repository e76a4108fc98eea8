import type { TrainingView } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui';

const KINDS = ['ready', 'processing', 'failed'] as const;

/** Spec §2: the summary cards Ready, Processing, Failed and Total over the listed trainings. */
export function TrainingSummary({ trainings }: { trainings: TrainingView[] }) {
  const { t } = useTranslation('studio');
  const count = (kind: (typeof KINDS)[number]) => trainings.filter((x) => x.actual_status === kind).length;
  return (
    <div className="studio-summary-cards">
      {KINDS.map((kind) => (
        <Card key={kind} className={`studio-count studio-count--${kind}`} data-testid={`summary-${kind}`}>
          <span>{t(`trainingStatus.summary.${kind}`)}</span>
          <strong>{count(kind)}</strong>
        </Card>
      ))}
      <Card className="studio-count" data-testid="summary-total">
        <span>{t('trainingStatus.summary.total')}</span>
        <strong>{trainings.length}</strong>
      </Card>
    </div>
  );
}
