import { useLoad } from '../../shared/hooks/useLoad';
import { fetchUserProfile } from './api';

/** users/{uid} for the profile page: loading, error with retry, and a reload after edits. */
export function useUserProfile(uid: string | undefined) {
  const { data, error, retry } = useLoad(() => fetchUserProfile(uid!), [uid], { enabled: !!uid });
  const profile = data ?? null;
  return { profile, loading: !profile && !error, error: !!error, reload: retry };
}
