import { TRAINING_POLL_MS } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../shared/hooks/useLoad';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Button, Card, Icon, LinkButton, MessageDialog, PageSpinner } from '../../../shared/ui';
import { isAdmin, useAuth } from '../../auth';
import { AdminTrainings } from '../components/AdminTrainings';
import { TRAINING_COLUMNS } from '../components/columns';
import { TrainingRow } from '../components/TrainingRow';
import { TrainingSummary } from '../components/TrainingSummary';
import { useTrainingActions } from '../useTrainingActions';
import { useTrainings } from '../useTrainings';
import '../components/studio.css';
import './TrainingStatusPage.css';

/**
 * Spec §2 /training-status: every training of the user with its state, refreshed every 10 s, and its actions;
 * an admin also gets every user's trainings and the admin calls (B77).
 */
export default function TrainingStatusPage() {
  const { t } = useTranslation('studio');
  usePageTitle(t('trainingStatus.title'));
  const list = useTrainings();
  const actions = useTrainingActions(list);
  const { trainings, error } = list;
  const { user } = useAuth();
  // The admin claim only shows the admin calls; the server checks it on each of them.
  const admin = useLoad(() => isAdmin(), [user?.uid], { enabled: !!user });

  return (
    <section className="tool-page studio-page container">
      <LinkButton
        to="/dashboard"
        variant="ghost"
        size="sm"
        className="studio-back"
        data-testid="back-dashboard"
      >
        {t('trainingStatus.back')}
      </LinkButton>
      <div className="studio-head">
        <div>
          <h1 className="tool-page__title">{t('trainingStatus.title')}</h1>
          <p className="tool-page__lead">{t('trainingStatus.lead', { seconds: TRAINING_POLL_MS / 1000 })}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void list.reload()}
          data-testid="trainings-reload"
        >
          {t('trainingStatus.reload')}
        </Button>
      </div>
      {error && (
        <p className="tool-error" role="alert" data-testid="trainings-error">
          {t('trainingStatus.loadFailed', { message: error })}
        </p>
      )}
      {trainings === undefined ? (
        error ? null : (
          <PageSpinner />
        )
      ) : trainings.length === 0 ? (
        <Card className="tool-card studio-empty" data-testid="trainings-empty">
          <Icon name="sparkles" size={28} />
          <p>{t('trainingStatus.empty')}</p>
          <LinkButton to="/upload" data-testid="trainings-empty-upload">
            {t('trainingStatus.emptyAction')}
          </LinkButton>
        </Card>
      ) : (
        <>
          <TrainingSummary trainings={trainings} />
          <div className="studio-table-wrap">
            <table className="studio-table">
              <thead>
                <tr>
                  {TRAINING_COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {t(`trainingStatus.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {trainings.map((training, index) => (
                  <TrainingRow
                    key={training.id}
                    index={index}
                    training={training}
                    busy={actions.busy === training.id}
                    onRename={(name) => actions.rename(training, name)}
                    onCancel={() => actions.setAsk({ kind: 'cancel', training })}
                    onDelete={() => actions.setAsk({ kind: 'delete', training })}
                    onRefresh={() => void actions.refresh(training)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {admin.data === true && <AdminTrainings onChanged={() => void list.reload()} />}
      {actions.ask && (
        <MessageDialog
          title={t(`trainingStatus.confirm.${actions.ask.kind}Title`)}
          message={t(`trainingStatus.confirm.${actions.ask.kind}`, { name: actions.ask.training.lora_name })}
          onClose={() => actions.setAsk(null)}
          onConfirm={() => void actions.confirm()}
          confirmLabel={t(`trainingStatus.confirm.${actions.ask.kind}Action`)}
        />
      )}
      {actions.tell && (
        <MessageDialog
          title={t('trainingStatus.title')}
          message={actions.tell.text}
          tone={actions.tell.tone}
          onClose={() => actions.setTell(null)}
        />
      )}
    </section>
  );
}
