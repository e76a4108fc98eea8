import { useEffect, useMemo } from 'react';
import { useLoad } from '../../../shared/hooks/useLoad';
import { fetchShot, type Shot } from './shots';

/** A shot's preview, loaded with the ID token and shown through an object URL released when it goes. */
export function useShotImage(shot: Shot | null) {
  const key = shot ? `${shot.generation.id}:${shot.index}:${shot.generation.images[shot.index]}` : null;
  const { data, error, loading, retry } = useLoad(() => fetchShot(shot!, 'preview'), [key], {
    enabled: !!shot,
  });
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  return { src, failed: !!error, loading, retry };
}
