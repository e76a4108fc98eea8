import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useLoad } from '../../../shared/hooks/useLoad';
import { Button, Card, LinkButton, Skeleton } from '../../../shared/ui';
import { fetchGeneration, fetchTraining } from '../generation-api';
import { GenerateWorkbench } from '../generate/GenerateWorkbench';
import { isTemplateId } from '../generate/templates';
import '../../../shared/ui/workbench.css';
import '../generate/generate.css';

/**
 * /generate?training_id={id} (spec §2, §4): headshots from one trained model. Without a model id the page has
 * nothing to work on and goes to the model list. "Regenerate" in the history links `prompt`, `style` and `from`
 * (the generation's id): the form starts from that prompt, template and the generation's settings.
 */
export default function GeneratePage() {
  const { t } = useTranslation('generate');
  usePageTitle(t('generate.title'));
  const [params] = useSearchParams();
  const trainingId = params.get('training_id');
  const training = useLoad(() => fetchTraining(trainingId!), [trainingId], { enabled: !!trainingId });
  const from = params.get('from');
  // A generation that cannot be read (gone, not the caller's) only means the settings start from the defaults.
  const source = useLoad(() => fetchGeneration(from!), [from], { enabled: !!from });
  const sourceSettled = !from || source.data !== undefined || !!source.error;
  if (!trainingId) return <Navigate to="/training-status" replace />;

  const style = params.get('style');
  return (
    <section className="tool-page gen-page container">
      <header className="tool-page__head">
        <div>
          <h1 className="tool-page__title">{t('generate.title')}</h1>
          <p className="tool-page__lead">{t('generate.lead')}</p>
        </div>
        <LinkButton to="/training-status" size="sm" variant="ghost">
          {t('generate.back')}
        </LinkButton>
      </header>
      {training.data && sourceSettled ? (
        <GenerateWorkbench
          training={training.data}
          initialPrompt={params.get('prompt') ?? ''}
          initialTemplate={isTemplateId(style) ? style : null}
          initialSettings={source.data?.training_id === trainingId ? source.data.request : null}
        />
      ) : training.error ? (
        <Card className="tool-card">
          <p className="tool-error" role="alert" data-testid="gen-load-failed">
            {t('errors.load')}
          </p>
          <div className="tool-actions">
            <Button variant="secondary" onClick={training.retry}>
              {t('actions.retry')}
            </Button>
          </div>
        </Card>
      ) : (
        <Card className="tool-card" data-testid="gen-loading">
          <Skeleton height={24} width="40%" />
          <Skeleton height={120} />
        </Card>
      )}
    </section>
  );
}
