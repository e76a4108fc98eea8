import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Button, Card, ImageTile, PhotoPicker, Spinner } from '../../../shared/ui';
import { IdPhotoResultView } from '../components/IdPhotoResultView';
import { MaskStatus } from '../components/MaskStatus';
import { SettingsPanel } from '../components/SettingsPanel';
import { defaultParams, isOfficial } from '../params';
import { useIdPhotoFlow } from '../useIdPhotoFlow';
import '../../../shared/ui/workbench.css';
import '../components/idphoto.css';

/** /instant-edit and /instant (spec §2, §4): the Korean ID photo generator. */
export default function IdPhotoPage() {
  const { t } = useTranslation('idphoto');
  usePageTitle(t('title'));
  const flow = useIdPhotoFlow();
  const { files, masks, maskBusy, params, setParams, prepared, setPrepared, running, error } = flow;
  const { idResult, editResult, choose, createMask, prepare, execute } = flow;
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the result lands far below the form: bring it into view.
  useEffect(() => {
    if (idResult || editResult) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [idResult, editResult]);

  return (
    <section className="tool-page container">
      <header>
        <h1 className="tool-page__title">{t('title')}</h1>
        <p className="tool-page__lead">{t('lead')}</p>
      </header>
      <p className="idphoto-warning" role="note">
        {t('warning')}
      </p>
      <div className="tool-grid tool-grid--2">
        <div className="tool-grid">
          <Card className="tool-card">
            <h2>{t('steps.photos')}</h2>
            <PhotoPicker
              label={t('upload.original')}
              file={files.original}
              hint={t('upload.hint')}
              testId="idphoto-original"
              onChange={(f) => choose('original', f)}
            />
            <PhotoPicker
              label={t('upload.reference')}
              file={files.reference}
              hint={t('upload.referenceHint')}
              testId="idphoto-reference"
              onChange={(f) => choose('reference', f)}
            />
          </Card>
          <Card className="tool-card">
            <h2>{t('steps.masks')}</h2>
            <MaskStatus
              label={t('masks.original')}
              url={masks.original?.url ?? null}
              busy={maskBusy === 'original'}
              disabled={!files.original}
              onCreate={() => createMask('original')}
              testId="idphoto-mask"
            />
            <MaskStatus
              label={t('masks.reference')}
              url={masks.reference?.url ?? null}
              busy={maskBusy === 'reference'}
              disabled={!files.reference}
              onCreate={() => createMask('reference')}
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
        <div className="tool-grid">
          <Card className="tool-card">
            <h2>{t('steps.call')}</h2>
            <Button
              variant="secondary"
              disabled={!masks.original}
              onClick={prepare}
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
                <Button onClick={execute} disabled={running} data-testid="idphoto-execute">
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
          <div ref={resultRef} />
          {idResult && <IdPhotoResultView result={idResult} />}
          {editResult && (
            <Card className="tool-card" data-testid="idphoto-edit-result">
              <h2>{t('result.editTitle')}</h2>
              <ImageTile
                src={editResult.image_url}
                caption={t('result.provider', { provider: editResult.provider })}
                download="bitna-photo.jpg"
              />
            </Card>
          )}
          {!idResult && !editResult && !running && <p className="tool-note">{t('result.empty')}</p>}
        </div>
      </div>
    </section>
  );
}
