import type { InstantEditStatus } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveOwnerFile } from '../../../shared/lib/ownerFiles';
import { Button, Icon, Spinner } from '../../../shared/ui';

type Props = { result: InstantEditStatus };
type Which = 'normal' | 'hd' | 'sheet';

/** The result (screen size or full resolution) and, for ID presets, the 4 x 6 in print sheet. */
export function DownloadButtons({ result }: Props) {
  const { t } = useTranslation('instant');
  const [busy, setBusy] = useState<Which | null>(null);
  const [failed, setFailed] = useState(false);
  const image = result.outputs[0];
  const base = `bitna-${result.preset_id}-${result.edit_id}`;

  const save = async (which: Which) => {
    const url = which === 'sheet' ? result.print_sheet_url : image;
    if (!url) return;
    setBusy(which);
    setFailed(false);
    const name = which === 'sheet' ? `${base}-4x6.jpg` : which === 'hd' ? `${base}-hd.jpg` : `${base}.jpg`;
    const ok = await saveOwnerFile(url, name, { variant: which === 'hd' ? 'hd' : 'preview' });
    setBusy(null);
    setFailed(!ok);
  };

  const button = (which: Which, label: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      onClick={() => void save(which)}
      disabled={!!busy}
      data-testid={`instant-download-${which}`}
    >
      {busy === which ? <Spinner size="sm" /> : <Icon name="download" size={16} />}
      {label}
    </Button>
  );

  return (
    <div className="instant-downloads">
      <div className="tool-actions">
        {image && button('normal', t('actions.download'), 'primary')}
        {image && button('hd', t('actions.downloadHd'), 'secondary')}
        {result.print_sheet_url && button('sheet', t('actions.downloadSheet'), 'secondary')}
      </div>
      {failed && (
        <p className="tool-error" role="alert">
          {t('actions.downloadFailed')}
        </p>
      )}
    </div>
  );
}
