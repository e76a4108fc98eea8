import { useCallback, useEffect, useState } from 'react';
import { fetchUserProfile } from './api';
import type { UserProfile } from './types';

/** users/{uid} for the profile page: loading, error with retry, and a reload after edits. */
export function useUserProfile(uid: string | undefined) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    fetchUserProfile(uid).then(
      (data) => {
        if (!live) return;
        setProfile(data);
        setError(false);
      },
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [uid, version]);

  const reload = useCallback(() => {
    setError(false);
    setVersion((v) => v + 1);
  }, []);
  return { profile, loading: !profile && !error, error, reload };
}
