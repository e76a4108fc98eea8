import { onAuthStateChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { auth } from '../../app/firebase';
import type { AuthUser } from './types';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

/** Calls `listener` with the current user now and on every change; returns the unsubscribe function. */
export function subscribeToAuth(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
}

export async function signOut(): Promise<void> {
  try {
    await firebaseSignOut(auth);
  } catch {
    // Spec §8: log-out errors are swallowed; the auth listener still reflects the real state.
  }
}
