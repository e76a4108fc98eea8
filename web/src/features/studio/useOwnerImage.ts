import { useEffect, useState } from 'react';
import { fetchStudioFile } from './training-api';

/**
 * An owner-only image under /api/v1 as an object URL (it needs the ID token, so no plain <img src>), fetched
 * when `url` is set and revoked when it changes or the component goes. A failed fetch leaves null (the tile
 * keeps its placeholder).
 */
export function useOwnerImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let made: string | null = null;
    let live = true;
    fetchStudioFile(url)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [url]);
  return objectUrl;
}
