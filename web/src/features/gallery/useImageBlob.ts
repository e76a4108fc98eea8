import { useEffect, useRef, useState } from 'react';
import { fetchImage } from './api';

type ImageState = { url: string | null; bytes: number | null; failed: boolean };

/**
 * An owner-only image as an object URL, fetched only once its placeholder scrolls near the viewport (a year of
 * photos must not download at once on a phone); `eager` skips the wait (the lightbox). Revoked on unmount.
 */
export function useImageBlob(src: string, eager = false) {
  const ref = useRef<HTMLElement | null>(null);
  const [visible, setVisible] = useState(eager);
  const [state, setState] = useState<ImageState>({ url: null, bytes: null, failed: false });

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setVisible(true),
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let url: string | null = null;
    let cancelled = false;
    fetchImage(src).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ url, bytes: blob.size, failed: false });
      },
      () => !cancelled && setState({ url: null, bytes: null, failed: true }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, visible]);

  return { ref, ...state };
}
