import type { FaceMaskResponse } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { Badge, Button, Card, ImageTile, PhotoPicker, RangeField, Spinner } from '../../../shared/ui';
import { createMasks } from '../api';
import '../components/tools.css';
import { DebugShell } from './DebugShell';

/** /maskify-test (spec §2): face mask, mask preview and character reference for one photo. */
export default function MaskifyTestPage() {
  const { t } = useTranslation('tools');
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [cropPercent, setCropPercent] = useState(0.6);
  const [result, setResult] = useState<FaceMaskResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user) return <p className="container tool-page">{t('maskifyTest.loginRequired')}</p>;

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await createMasks(file, cropPercent));
    } catch (e) {
      setError(t('maskifyTest.failed', { text: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DebugShell page="maskifyTest">
      <div className="tool-grid tool-grid--2">
        <Card className="tool-card">
          <PhotoPicker
            label={t('common.photo')}
            file={file}
            testId="maskify-file"
            onChange={(f) => {
              setFile(f);
              setResult(null);
              setError(null);
            }}
          />
          <RangeField
            label={t('maskifyTest.cropPercent')}
            min={0.3}
            max={0.9}
            step={0.1}
            value={cropPercent}
            onChange={setCropPercent}
          />
          <Button onClick={run} disabled={!file || busy} data-testid="maskify-run">
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t('common.working') : t('maskifyTest.run')}
          </Button>
          {error && (
            <p className="tool-error" role="alert">
              {error}
            </p>
          )}
          <div className="tool-note">
            {t('maskifyTest.methodsTitle')}
            <ol>
              <li>{t('maskifyTest.methods.mesh')}</li>
              <li>{t('maskifyTest.methods.box')}</li>
              <li>{t('maskifyTest.methods.ellipse')}</li>
            </ol>
          </div>
        </Card>
        <Card className="tool-card" aria-live="polite">
          <h2>{t('common.results')}</h2>
          {!result && !busy && <p className="tool-note">{t('maskifyTest.empty')}</p>}
          {busy && <Spinner />}
          {result && (
            <>
              <Badge tone="success">{t(`maskifyTest.methodUsed.${result.method}`)}</Badge>
              <div className="tool-results" data-testid="maskify-results">
                <ImageTile
                  src={result.faceMask}
                  caption={t('maskifyTest.faceMask')}
                  download="face-mask.png"
                />
                <ImageTile src={result.maskPreview} caption={t('maskifyTest.maskPreview')} />
                <ImageTile
                  src={result.characterReference.face_crop}
                  caption={t('maskifyTest.faceCrop', { percent: result.characterReference.crop_percent })}
                  download="face-crop.jpg"
                />
                <ImageTile
                  src={result.characterReference.face_mask}
                  caption={t('maskifyTest.referenceMask')}
                />
              </div>
            </>
          )}
        </Card>
      </div>
    </DebugShell>
  );
}
