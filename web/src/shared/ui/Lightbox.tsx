import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { Modal } from './Modal';
import { Spinner } from './Spinner';
import './Lightbox.css';
import './workbench.css';

/** A way to save the shown image: `save` resolves false when it could not be fetched or saved. */
export type LightboxDownload = {
  label: string;
  save: () => Promise<boolean>;
  testId: string;
  variant?: 'primary' | 'secondary';
};

/** Stepping through the list the lightbox was opened from; `wrap` goes round at the ends instead of stopping. */
export type LightboxSteps = { at: number; count: number; onMove: (at: number) => void; wrap?: boolean };

type Props = {
  title: string;
  /** The image to show (an object URL once fetched); null while it loads or when it failed. */
  src: string | null;
  alt: string;
  /** What to say when the image could not be fetched. */
  failedText?: string;
  onClose: () => void;
  steps?: LightboxSteps;
  downloads?: LightboxDownload[];
  /** The message under the downloads after one failed (cleared by stepping to another image). */
  downloadFailedText?: string;
  /** Facts about the image next to the stepping buttons (a likeness badge). */
  badge?: ReactNode;
  /** The image's details under it (date, size). */
  children?: ReactNode;
  testId: string;
  imageTestId?: string;
  onImageLoad?: (size: { width: number; height: number }) => void;
};

/**
 * One image large in a dialog (focus kept inside, Escape closes, focus returns), with the arrow keys and
 * buttons stepping through the list it came from, and its downloads.
 */
export function Lightbox({
  title,
  src,
  alt,
  failedText,
  onClose,
  steps,
  downloads = [],
  downloadFailedText,
  badge,
  children,
  testId,
  imageTestId,
  onImageLoad,
}: Props) {
  const { t } = useTranslation('common');
  const at = steps?.at ?? 0;
  const [busy, setBusy] = useState<string | null>(null);
  // The download that failed, by position: stepping to another image clears the message.
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const move = (delta: number) => {
    if (!steps) return;
    const next = steps.wrap ? (at + delta + steps.count) % steps.count : at + delta;
    if (next >= 0 && next < steps.count) steps.onMove(next);
  };
  const canMove = (delta: number) => !!steps && (steps.wrap || (at + delta >= 0 && at + delta < steps.count));
  const stepping = !!steps && steps.count > 1;

  useEffect(() => {
    if (!stepping) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') move(-1);
      if (event.key === 'ArrowRight') move(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const save = async (download: LightboxDownload) => {
    setBusy(download.testId);
    setFailedAt(null);
    const ok = await download.save();
    setBusy(null);
    if (!ok) setFailedAt(at);
  };

  return (
    // Wide: "enlarge" must show the image larger than the page does, not in a 460 px dialog.
    <Modal title={title} onClose={onClose} size="lg">
      <div className="lightbox" data-testid={testId}>
        <div className="lightbox__stage">
          {src ? (
            <img
              src={src}
              alt={alt}
              className="lightbox__img"
              data-testid={imageTestId}
              onLoad={(e) => {
                const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                if (width && height) onImageLoad?.({ width, height });
              }}
            />
          ) : failedText ? (
            <p role="alert">{failedText}</p>
          ) : (
            <Spinner />
          )}
        </div>
        {(badge || stepping) && (
          <div className="lightbox__bar">
            {badge}
            {stepping && (
              <div className="tool-actions">
                <Button size="sm" variant="ghost" onClick={() => move(-1)} disabled={!canMove(-1)}>
                  {t('lightbox.previous')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => move(1)} disabled={!canMove(1)}>
                  {t('lightbox.next')}
                </Button>
              </div>
            )}
          </div>
        )}
        {children}
        {downloads.length > 0 && (
          <div className="tool-actions">
            {downloads.map((download) => (
              <Button
                key={download.testId}
                variant={download.variant ?? 'primary'}
                onClick={() => void save(download)}
                disabled={busy !== null}
                data-testid={download.testId}
              >
                {busy === download.testId ? <Spinner size="sm" /> : <Icon name="download" size={16} />}
                {download.label}
              </Button>
            ))}
          </div>
        )}
        {failedAt === at && downloadFailedText && (
          <p className="tool-error" role="alert">
            {downloadFailedText}
          </p>
        )}
        {stepping && <p className="lightbox__hint">{t('lightbox.keys')}</p>}
      </div>
    </Modal>
  );
}
