/*
 * Session limits (spec §4, §9): sign out after 30 minutes without mouse, key, scroll, touch or click
 * activity, and 24 hours after the session started, checked every 5 minutes. `sessionStartTime` (spec §3) is
 * set on sign-in and cleared on sign-out. The last activity is shared through localStorage too, so a user
 * working in one tab is not signed out by an idle second tab (all tabs share one Firebase session).
 */
export const IDLE_LIMIT_MS = 30 * 60 * 1000;
export const SESSION_LIMIT_MS = 24 * 60 * 60 * 1000;
export const SESSION_CHECK_MS = 5 * 60 * 1000;

export const SESSION_START_KEY = 'sessionStartTime';
export const LAST_ACTIVITY_KEY = 'bitna-last-activity';
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

export type SessionEnd = 'idle' | 'expired' | null;

export function sessionEnd(now: number, startedAt: number, lastActivity: number): SessionEnd {
  if (now - startedAt >= SESSION_LIMIT_MS) return 'expired';
  if (now - lastActivity >= IDLE_LIMIT_MS) return 'idle';
  return null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

const readNumber = (key: string) => {
  const value = Number(storage()?.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
};

export const readSessionStart = () => readNumber(SESSION_START_KEY);
export const readLastActivity = () => readNumber(LAST_ACTIVITY_KEY);

export function beginSession(now = Date.now()) {
  storage()?.setItem(SESSION_START_KEY, String(now));
  storage()?.setItem(LAST_ACTIVITY_KEY, String(now));
}

export function recordActivity(now = Date.now()) {
  storage()?.setItem(LAST_ACTIVITY_KEY, String(now));
}

export function clearSession() {
  storage()?.removeItem(SESSION_START_KEY);
  storage()?.removeItem(LAST_ACTIVITY_KEY);
}
