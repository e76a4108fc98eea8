import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { cachedTokenSource } from './tokenCache';

/*
 * The only module that initialises Firebase. Features reach the SDK through their own api.ts.
 *
 * Real project: set these at build time (web/.env.local or the environment):
 *   VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID,
 *   VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_MESSAGING_SENDER_ID, VITE_FIREBASE_APP_ID
 * Without VITE_FIREBASE_API_KEY the app runs against the emulator suite with the demo project of .firebaserc,
 * so a fresh clone never talks to a real project by accident. VITE_EMULATOR_HOST lets a phone on the same
 * network reach the emulators of a development machine (default 127.0.0.1).
 */

const env = import.meta.env;

export const usingEmulators = !env.VITE_FIREBASE_API_KEY;
const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';

const demoProject = __EMULATOR_PROJECT_ID__;
const demoConfig: FirebaseOptions = {
  apiKey: 'demo-api-key',
  authDomain: `${demoProject}.firebaseapp.com`,
  projectId: demoProject,
  storageBucket: `${demoProject}.appspot.com`,
};

const realConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

export const firebaseApp = initializeApp(usingEmulators ? demoConfig : realConfig);

// Auth is needed before the first render (guards, header), so it is initialised eagerly.
export const auth = getAuth(firebaseApp);
if (usingEmulators) {
  // Ports come from firebase.json through vite.config.ts, so they cannot drift from the emulator suite.
  connectAuthEmulator(auth, `http://${emulatorHost}:${__EMULATOR_PORTS__.auth}`, { disableWarnings: true });
}

/**
 * The signed-in user's ID token for /api/v1 calls, cached 30 minutes per user (spec §4); `force` after a 401.
 * Resolves null when nobody is signed in (spec §7: 'Failed to get authentication token').
 */
const tokenSource = cachedTokenSource(async (force) => {
  const user = auth.currentUser;
  return user ? { uid: user.uid, token: await user.getIdToken(force) } : null;
});
export const idToken = (force = false) => tokenSource(auth.currentUser?.uid ?? null, force);

// Firestore is most of the SDK's weight; loading it on first use keeps it out of the initial bundle so the
// landing page paints before it arrives. Clients never touch Storage (storage.rules), so it is not wired here.
let firestorePromise: Promise<Firestore> | undefined;

export function getDb(): Promise<Firestore> {
  firestorePromise ??= import('firebase/firestore').then(({ getFirestore, connectFirestoreEmulator }) => {
    const db = getFirestore(firebaseApp);
    if (usingEmulators) connectFirestoreEmulator(db, emulatorHost, __EMULATOR_PORTS__.firestore);
    return db;
  });
  return firestorePromise;
}
