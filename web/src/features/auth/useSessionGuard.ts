import { useEffect } from 'react';
import {
  ACTIVITY_EVENTS,
  readLastActivity,
  readSessionStart,
  recordActivity,
  SESSION_CHECK_MS,
  sessionEnd,
} from './session';
import type { AuthUser } from './types';

// Activity is written at most this often: mousemove fires constantly and localStorage writes are synchronous.
const ACTIVITY_WRITE_MS = 10_000;

/** Signs the user out when the session ends (see session.ts); checks on start and every 5 minutes. */
export function useSessionGuard(user: AuthUser | null, signOut: () => Promise<void>) {
  const uid = user?.uid;
  useEffect(() => {
    if (!uid) return;
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_MS) return;
      lastWrite = now;
      recordActivity(now);
    };
    const check = () => {
      const now = Date.now();
      const started = readSessionStart() ?? now;
      const end = sessionEnd(now, started, readLastActivity() ?? now);
      if (end) void signOut();
    };
    // Opening the app is activity; a session past 24 hours ends right away.
    recordActivity();
    check();
    const timer = setInterval(check, SESSION_CHECK_MS);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [uid, signOut]);
}
