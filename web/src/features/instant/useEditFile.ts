import { useLoad } from '../../shared/hooks/useLoad';
import { fetchEditFile } from './api';
import { useObjectUrl } from './useObjectUrl';

/** A result file of the signed-in user, loaded with the ID token and shown through an object URL. */
export function useEditFile(url: string | null) {
  const { data, error, loading, retry } = useLoad(() => fetchEditFile(url!), [url], { enabled: !!url });
  return { src: useObjectUrl(data ?? null), failed: !!error, loading, retry };
}
