import { useEffect, useRef, useState } from 'react';
import { ownerFile, type FileVariant } from '../lib/ownerFiles';
import { useLoad } from './useLoad';
import { useObjectUrl } from './useObjectUrl';

type Options = {
  /**
   * Wait until the element behind `ref` comes near the viewport (a year of photos must not download at once on
   * a phone); without it the file loads as soon as `url` is set.
   */
  lazy?: boolean;
  variant?: FileVariant;
};

/**
 * An owner-only image (see ownerFiles) shown through an object URL, which is released when the image changes
 * or the component goes. A failed fetch leaves `src` null with `failed` set, and `retry` tries again.
 */
export function useOwnerImage(url: string | null | undefined, { lazy = false, variant }: Options = {}) {
  const ref = useRef<HTMLElement | null>(null);
  const [near, setNear] = useState(!lazy);

  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  const { data, error, loading, retry } = useLoad(() => ownerFile(url!, { variant }), [url, variant], {
    enabled: !!url && near,
  });
  const shown = url ? (data ?? null) : null;
  return { ref, src: useObjectUrl(shown), bytes: shown?.size ?? null, failed: !!error, loading, retry };
}
