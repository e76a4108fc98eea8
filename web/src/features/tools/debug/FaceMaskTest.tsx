import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, ImageTile, PhotoPicker, Spinner } from '../../../shared/ui';
import { faceMask } from '../api';

/** Picks a photo, sends it to POST /mask/face-only and shows the mask that came back. */
export function FaceMaskTest() {
  const { t } = useTranslation('tools');
  const [file, setFile] = useState<File | null>(null);
  const [mask, setMask] = useState<Blob | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const maskUrl = useMemo(() => (mask ? URL.createObjectURL(mask) : null), [mask]);
  useEffect(() => () => void (maskUrl && URL.revokeObjectURL(maskUrl)), [maskUrl]);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      setMask(await faceMask(file));
    } catch (error) {
      setFailed((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="tool-card" aria-live="polite">
      <h2>{t('testGallery.mask.title')}</h2>
      <PhotoPicker
        label={t('testGallery.mask.photo')}
        file={file}
        testId="face-mask-file"
        onChange={(f) => {
          setFile(f);
          setMask(null);
          setFailed(null);
        }}
      />
      <Button onClick={() => void run()} disabled={!file || busy} data-testid="face-mask-run">
        {busy ? <Spinner size="sm" /> : null}
        {t('testGallery.mask.run')}
      </Button>
      {failed && (
        <p className="tool-error" role="alert">
          {t('testGallery.mask.failed', { text: failed })}
        </p>
      )}
      {maskUrl && (
        <ImageTile
          src={maskUrl}
          caption={t('testGallery.mask.result')}
          download="face-mask.png"
          testId="face-mask-result"
        />
      )}
    </Card>
  );
}
