import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShotLightbox } from './ShotLightbox';
import { shotKey, type Shot } from './shots';
import { ShotTile } from './ShotTile';

type Props = { shots: Shot[]; testId: string };

/** A grid of results (two columns on a phone, more when there is room) that opens the lightbox on a press. */
export function ShotGrid({ shots, testId }: Props) {
  const { t } = useTranslation('generate');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <div className="gen-grid" data-testid={testId}>
        {shots.map((shot, i) => (
          <ShotTile
            key={shotKey(shot)}
            shot={shot}
            label={t('lightbox.label', { n: i + 1, count: shots.length })}
            onOpen={() => setOpen(i)}
          />
        ))}
      </div>
      {open !== null && (
        <ShotLightbox shots={shots} at={open} onMove={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
