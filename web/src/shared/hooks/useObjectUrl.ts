import { useEffect, useMemo } from 'react';

/** An object URL for `blob` while it is shown, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
