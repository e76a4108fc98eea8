import type { TrainingView } from '@contracts';
import { useEffect, useState } from 'react';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { Icon } from '../../../shared/ui';
import { fetchThumbnailUrl } from '../training-api';

/**
 * The training's thumbnail. Spec §4: fetched lazily for a completed training that has a model (LoRA or our
 * backup) and no thumbnail yet: the call makes it and names its owner-only URL, then the image comes as a blob.
 */
export function TrainingThumb({ training }: { training: TrainingView }) {
  const [made, setMade] = useState<string | null>(null);
  const wanted =
    training.status === 'completed' && !training.thumbnail_url && !!(training.lora_url || training.backup);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchThumbnailUrl(training.id)
      .then(({ thumbnail_url }) => live && setMade(thumbnail_url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, training.id]);
  const { src } = useOwnerImage(training.thumbnail_url ?? made);
  return (
    <span className="studio-thumb" data-testid={`thumb-${training.id}`}>
      {src ? <img src={src} alt={training.lora_name} /> : <Icon name="user" size={22} />}
    </span>
  );
}
