import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Button, Card, Spinner } from '../../../shared/ui';
import { createMaskBlob, ImageTile, PhotoPicker } from '../../tools';
import { ideogramEdit, makeIdPhoto, type EditResult, type IdPhotoResult } from '../api';
import { IdPhotoResultView } from '../components/IdPhotoResultView';
import { MaskStatus } from '../components/MaskStatus';
import { SettingsPanel } from '../components/SettingsPanel';
import { checkUpload, defaultParams, isOfficial, parseParams, type Params } from '../params';
import '../../tools/components/tools.css';
import '../components/idphoto.css';

type Mask = { blob: Blob; url: string } | null;
type Which = 'original' | 'reference';

/** /instant-edit and /instant (spec §2, §4): the Korean ID photo generator. */
export default function IdPhotoPage() {
  const { t } = useTranslation('idphoto');
  const { user } = useAuth();
  usePageTitle(t('title'));
  const [files, setFiles] = useState<Record<Which, File | null>>({ original: null, reference: null });
  const [masks, setMasks] = useState<Record<Which, Mask>>({ original: null, reference: null });
  const [maskBusy, setMaskBusy] = useState<Which | null>(null);
  const [params, setParams] = useState<Params>(() => defaultParams('passport'));
  const [prepared, setPrepared] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idResult, setIdResult] = useState<IdPhotoResult | null>(null);
  const [editResult, setEditResult] = useState<EditResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => Object.values(masks).forEach((m) => m && URL.revokeObjectURL(m.url)), [masks]);
  // On a phone the result lands far below the form: bring it into view.
  useEffect(() => {
    if (idResult || editResult) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [idResult, editResult]);

  const choose = (which: Which, file: File | null) => {
    setError(null);
    const problem = file && checkUpload(file);
    if (problem) return setError(t(problem));
    setFiles((f) => ({ ...f, [which]: file }));
    setMasks((m) => ({ ...m, [which]: null }));
    setIdResult(null);
    setEditResult(null);
  };

  const createMask = async (which: Which) => {
    const file = files[which];
    if (!file) return;
    setMaskBusy(which);
    setError(null);
    try {
      const blob = await createMaskBlob(file, which === 'original' ? 'file' : 'character_reference');
      setMasks((m) => ({ ...m, [which]: { blob, url: URL.createObjectURL(blob) } }));
    } catch (e) {
      setError(t('masks.failed', { status: (e as Error).message }));
    } finally {
      setMaskBusy(null);
    }
  };

  const execute = async () => {
    setError(null);
    if (!files.original || !user) return setError(t('validation.fileAndLogin'));
    const p = parseParams(prepared ?? '');
    if (!p) return setError(t('validation.badJson'));
    setRunning(true);
    setIdResult(null);
    setEditResult(null);
    try {
      if (isOfficial(p.type)) setIdResult(await makeIdPhoto(files.original, p, files.reference));
      else {
        const ref = files.reference && { image: files.reference, mask: masks.reference?.blob ?? null };
        setEditResult(await ideogramEdit(files.original, masks.original!.blob, p, ref));
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  };

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
              onClick={() => setPrepared(JSON.stringify(params, null, 2))}
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
