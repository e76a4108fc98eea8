import { useTranslation } from 'react-i18next';
import { Button, Card, PhotoPicker, Spinner } from '../../../shared/ui';
import { defaultParams, isOfficial } from '../params';
import type { useIdPhotoFlow } from '../useIdPhotoFlow';
import { MaskStatus } from './MaskStatus';
import { SettingsPanel } from './SettingsPanel';

type Flow = ReturnType<typeof useIdPhotoFlow>;

/**
 * The spec's ID photo steps (§2, §4), kept for whoever wants them under a disclosure: the optional reference face,
 * the masks, the type and settings, and the two-step call with its editable parameter JSON. The photo, masks and
 * settings are the one-step maker's own.
 */
export function AdvancedSteps({ flow }: { flow: Flow }) {
  const { t } = useTranslation('idphoto');
  const { files, masks, maskBusy, params, setParams, prepared, setPrepared, running, choose } = flow;
  const error = flow.place === 'advanced' ? flow.error : null;
  return (
    <details className="idphoto-more" data-testid="idphoto-advanced">
      <summary data-testid="idphoto-advanced-toggle">{t('advancedAll.title')}</summary>
      <p className="tool-note">{t('advancedAll.lead')}</p>
      <div className="tool-grid tool-grid--2">
        <div className="tool-grid">
          <Card className="tool-card">
            <h2>{t('steps.photos')}</h2>
            <PhotoPicker
              label={t('upload.reference')}
              file={files.reference}
              hint={t('upload.referenceHint')}
              testId="idphoto-reference"
              onChange={(f) => void choose('reference', f)}
            />
          </Card>
          <Card className="tool-card">
            <h2>{t('steps.masks')}</h2>
            <p className="tool-note">{t('masks.auto')}</p>
            <MaskStatus
              label={t('masks.original')}
              url={masks.original?.url ?? null}
              busy={maskBusy === 'original'}
              disabled={!files.original}
              onCreate={() => void flow.createMask('original')}
              testId="idphoto-mask"
            />
            <MaskStatus
              label={t('masks.reference')}
              url={masks.reference?.url ?? null}
              busy={maskBusy === 'reference'}
              disabled={!files.reference}
              onCreate={() => void flow.createMask('reference')}
              testId="idphoto-reference-mask"
            />
          </Card>
          <Card className="tool-card">
            <h2>{t('steps.settings')}</h2>
            <SettingsPanel
              params={params}
              onType={(type) => setParams(defaultParams(type))}
              onChange={setParams}
            />
            <p className="tool-note">
              {isOfficial(params.type) ? t('settings.officialNote') : t('settings.editNote')}
            </p>
          </Card>
        </div>
        <Card className="tool-card">
          <h2>{t('steps.call')}</h2>
          <Button
            variant="secondary"
            disabled={!masks.original}
            onClick={flow.prepare}
            data-testid="idphoto-prepare"
          >
            {masks.original ? t('call.prepare') : t('call.needMask')}
          </Button>
          {!masks.reference && files.reference && (
            <p className="tool-note">{t('call.referenceMaskRecommended')}</p>
          )}
          {prepared !== null && (
            <>
              <label className="idphoto-field">
                {t('call.json')}
                <textarea
                  className="idphoto-json"
                  rows={11}
                  value={prepared}
                  spellCheck={false}
                  onChange={(e) => setPrepared(e.target.value)}
                  data-testid="idphoto-json"
                />
              </label>
              <Button
                onClick={() => void flow.execute()}
                disabled={running || flow.redirecting}
                data-testid="idphoto-execute"
              >
                {running ? <Spinner size="sm" /> : null}
                {running ? t('call.running') : t('call.execute')}
              </Button>
            </>
          )}
          {error && (
            <p className="tool-error" role="alert" data-testid="idphoto-error">
              {error}
            </p>
          )}
        </Card>
      </div>
    </details>
  );
}
