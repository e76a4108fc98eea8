import { vi } from 'vitest';
import type { AuthUser } from '../features/auth';

/*
 * Stands in for features/auth/api.ts in tests: `vi.mock('<path>/features/auth/api', () => import(...))`.
 * Until `emitUser` is called the auth state stays "loading", like a real first page load.
 */
type Listener = (user: AuthUser | null) => void;

const listeners = new Set<Listener>();
let current: AuthUser | null | undefined;

export function subscribeToAuth(listener: Listener): () => void {
  listeners.add(listener);
  if (current !== undefined) listener(current);
  return () => listeners.delete(listener);
}

export const signOut = vi.fn(async () => emitUser(null));

export function emitUser(user: AuthUser | null): void {
  current = user;
  listeners.forEach((listener) => listener(user));
}

export function resetAuth(): void {
  current = undefined;
  listeners.clear();
  signOut.mockClear();
}

export const testUser: AuthUser = {
  uid: 'user-1',
  email: 'jiwoo@example.com',
  displayName: '김지우',
  photoURL: null,
};
