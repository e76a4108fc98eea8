import { afterEach, describe, expect, it } from 'vitest';
import {
  beginSession,
  clearSession,
  IDLE_LIMIT_MS,
  readSessionStart,
  SESSION_LIMIT_MS,
  sessionEnd,
} from './session';

afterEach(() => localStorage.clear());

describe('sessionEnd', () => {
  const start = 1_000_000;
  it('keeps an active session', () => {
    expect(sessionEnd(start + IDLE_LIMIT_MS - 1, start, start)).toBeNull();
  });
  it('ends after 30 minutes without activity', () => {
    expect(sessionEnd(start + IDLE_LIMIT_MS, start, start)).toBe('idle');
  });
  it('ends 24 hours after the start, however active', () => {
    const now = start + SESSION_LIMIT_MS;
    expect(sessionEnd(now, start, now - 1)).toBe('expired');
  });
});

describe('session storage', () => {
  it('stores sessionStartTime in milliseconds and clears it', () => {
    beginSession(42_000);
    expect(localStorage.getItem('sessionStartTime')).toBe('42000');
    expect(readSessionStart()).toBe(42_000);
    clearSession();
    expect(localStorage.getItem('sessionStartTime')).toBeNull();
  });
});
