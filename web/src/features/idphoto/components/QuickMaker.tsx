import { ID_STANDARD_IDS } from '@contracts';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  LinkButton,
  PhotoPicker,
  Spinner,
  StepProgress,
  useElapsedSeconds,
} from '../../../shared/ui';
import { CreditsBalance } from '../../credits';
import { isOfficial, paramsForDocument, type Params } from '../params';
import type { Stage } from '../useIdPhotoFlow';

type Props = {
  file: File | null;
  onFile: (file: File | null) => void;
  params: Params;
  onParams: (params: Params) => void;
  running: boolean;
  stage: { step: Stage; since: number } | null;
  disabled: boolean;
  onMake: () => void;
  /** The page's message when it belongs here. */
  error: string | null;
};

const STEPS = ['masks', 'making', 'done'] as const;
const PERCENT: Record<Stage, number> = { masks: 25, making: 65 };

function QuickProgress({ stage }: { stage: { step: Stage; since: number } }) {
  const { t } = useTranslation('idphoto');
  const seconds = useElapsedSeconds(stage.since);
  return (
    <StepProgress
      testId="idphoto-quick-progress"
      stage={stage.step}
      steps={STEPS.map((s) => t(`quick.progress.${s}`))}
      current={STEPS.indexOf(stage.step)}
      status={t(`quick.progress.${stage.step}`)}
      elapsed={t('quick.progress.elapsed', { seconds })}
      barLabel={t('quick.progress.label')}
      percent={PERCENT[stage.step]}
    />
  );
}

/**
 * The consumer's way to an ID photo (tour finding 3): a photo, the document, one button. The page makes the masks,
 * runs the call and shows the result below; what it costs and the balance sit next to the button.
 */
export function QuickMaker({
  file,
  onFile,
  params,
  onParams,
  running,
  stage,
  disabled,
  onMake,
  error,
}: Props) {
  const { t } = useTranslation('idphoto');
  const official = isOfficial(params.type);
  return (
    <Card
      as="section"
      className="tool-card idphoto-quick"
      data-testid="idphoto-quick"
      aria-labelledby="idphoto-quick-title"
    >
      <div>
        <h2 id="idphoto-quick-title">{t('quick.title')}</h2>
        <p className="tool-note">{t('quick.lead')}</p>
      </div>
      <div className="idphoto-quick__grid">
        <PhotoPicker
          label={t('quick.photo')}
          file={file}
          hint={t('quick.photoHint')}
          testId="idphoto-original"
          onChange={onFile}
        />
        <div className="idphoto-quick__side">
          <fieldset className="idphoto-documents" data-testid="idphoto-documents">
            <legend>{t('quick.document')}</legend>
            {ID_STANDARD_IDS.map((standard) => {
              const chosen = official && params.standard === standard;
              return (
                <label key={standard} className={chosen ? 'is-active' : undefined}>
                  <input
                    type="radio"
                    name="idphoto-document"
                    value={standard}
                    checked={chosen}
                    onChange={() => onParams(paramsForDocument(standard, params.background))}
                  />
                  {t(`standards.${standard}`)}
                </label>
              );
            })}
          </fieldset>
          {!official && (
            <p className="tool-note" data-testid="idphoto-quick-other">
              {t('quick.otherType', { type: t(`types.${params.type}`) })}
            </p>
          )}
          <div className="idphoto-quick__balance">
            <span>{t('quick.balance')}</span>
            <CreditsBalance />
            <LinkButton to="/pricing" size="sm" variant="ghost">
              {t('quick.buy')}
            </LinkButton>
          </div>
          <Button
            size="lg"
            block
            onClick={onMake}
            disabled={running || disabled}
            data-testid="idphoto-quick-make"
          >
            {running ? <Spinner size="sm" /> : null}
            {running ? t('quick.making') : t('quick.make')}
          </Button>
          <p className="tool-note">{t('quick.cost')}</p>
        </div>
      </div>
      {stage && <QuickProgress stage={stage} />}
      {error && (
        <p className="tool-error" role="alert" data-testid="idphoto-error">
          {error}
        </p>
      )}
    </Card>
  );
}
