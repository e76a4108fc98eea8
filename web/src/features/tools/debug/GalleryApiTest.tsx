import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Spinner } from '../../../shared/ui';
import { GALLERY_PAGE, GALLERY_SOURCE_NAMES, gallerySources } from '../../gallery';
import { probeFirstPage, type PageProbe } from './page-probe';

/** Runs the gallery's first page against Firestore (under the rules) and shows its reads and order. */
export function GalleryApiTest({ uid }: { uid: string }) {
  const { t } = useTranslation('tools');
  const { t: gallery } = useTranslation('gallery');
  const [result, setResult] = useState<PageProbe | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setResult(await probeFirstPage(await gallerySources(uid, GALLERY_SOURCE_NAMES), GALLERY_PAGE));
    } catch (error) {
      setResult(null);
      setFailed((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="tool-card" aria-live="polite">
      <h2>{t('galleryDebug.api.title')}</h2>
      <p className="tool-note">{t('galleryDebug.api.lead', { size: GALLERY_PAGE })}</p>
      <Button onClick={() => void run()} disabled={busy} data-testid="gallery-api-run">
        {busy ? <Spinner size="sm" /> : null}
        {t('galleryDebug.api.run')}
      </Button>
      {failed && (
        <p className="tool-error" role="alert">
          {t('galleryDebug.api.failed', { text: failed })}
        </p>
      )}
      {result && (
        <div data-testid="gallery-api-result">
          <ul>
            {GALLERY_SOURCE_NAMES.map((name) => (
              <li key={name} data-testid={`gallery-api-reads-${name}`}>
                {t('galleryDebug.api.reads', {
                  source: gallery(`sources.${name}`),
                  count: result.reads[name] ?? 0,
                })}
              </li>
            ))}
          </ul>
          <p data-testid="gallery-api-total">
            {t('galleryDebug.api.total', { count: result.total, max: result.max })}{' '}
            <Badge tone={result.total <= result.max ? 'success' : 'accent'}>
              {t(result.total <= result.max ? 'galleryDebug.api.withinLimit' : 'galleryDebug.api.overLimit')}
            </Badge>
          </p>
          <p data-testid="gallery-api-items">{t('galleryDebug.api.items', { count: result.items })}</p>
          <p data-testid="gallery-api-order">
            <Badge tone={result.ordered ? 'success' : 'accent'}>
              {t(result.ordered ? 'galleryDebug.api.ordered' : 'galleryDebug.api.unordered')}
            </Badge>
          </p>
        </div>
      )}
    </Card>
  );
}
