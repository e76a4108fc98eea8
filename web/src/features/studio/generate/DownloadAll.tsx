import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Spinner } from '../../../shared/ui';
import { saveShot, type Shot } from './shots';

/** Every result of a run at full resolution, one after another (the browser may ask once to allow several). */
export function DownloadAll({ shots }: { shots: Shot[] }) {
  const { t } = useTranslation('generate');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  const save = async () => {
    setBusy(true);
    setFailed(0);
    let misses = 0;
    for (const shot of shots) if (!(await saveShot(shot, 'hd'))) misses += 1;
    setBusy(false);
    setFailed(misses);
  };
  return (
    <div className="gen-download-all">
      <Button variant="secondary" onClick={() => void save()} disabled={busy} data-testid="gen-download-all">
        {busy ? <Spinner size="sm" /> : <Icon name="download" size={16} />}
        {t('results.downloadAll', { count: shots.length })}
      </Button>
      {failed > 0 && (
        <p className="tool-error" role="alert">
          {t('results.downloadAllFailed', { count: failed })}
        </p>
      )}
    </div>
  );
}
