import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterFirstPaint } from './afterFirstPaint';
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

// The SDK loads on first use, never on the way to the first paint: the landing page shows before Auth arrives
// (the header and the guards show their loading state meanwhile), and Firestore, most of the SDK's weight,
// loads only for the pages that read it. Clients never touch Storage (storage.rules), so it is not wired here.
let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let firestorePromise: Promise<Firestore> | undefined;

function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= afterFirstPaint()
    .then(() => import('firebase/app'))
    .then(({ initializeApp }) => initializeApp(usingEmulators ? demoConfig : realConfig));
  return appPromise;
}

/** The Auth instance; the AuthProvider asks for it right after the first render. */
export function getAuthInstance(): Promise<Auth> {
  authPromise ??= Promise.all([import('firebase/auth'), getFirebaseApp()]).then(
    ([{ connectAuthEmulator, getAuth }, app]) => {
      const auth = getAuth(app);
      if (usingEmulators) {
        // Ports come from firebase.json through vite.config.ts, so they cannot drift from the emulator suite.
        connectAuthEmulator(auth, `http://${emulatorHost}:${__EMULATOR_PORTS__.auth}`, {
          disableWarnings: true,
        });
      }
      return auth;
    },
  );
  return authPromise;
}

/**
 * The signed-in user's ID token for /api/v1 calls, cached 30 minutes per user (spec §4); `force` after a 401.
 * Resolves null when nobody is signed in (spec §7: 'Failed to get authentication token').
 */
const tokenSource = cachedTokenSource(async (force) => {
  const user = (await getAuthInstance()).currentUser;
  return user ? { uid: user.uid, token: await user.getIdToken(force) } : null;
});
export const idToken = async (force = false) =>
  tokenSource((await getAuthInstance()).currentUser?.uid ?? null, force);

export function getDb(): Promise<Firestore> {
  firestorePromise ??= Promise.all([import('firebase/firestore'), getFirebaseApp()]).then(
    ([{ getFirestore, connectFirestoreEmulator }, app]) => {
      const db = getFirestore(app);
      if (usingEmulators) connectFirestoreEmulator(db, emulatorHost, __EMULATOR_PORTS__.firestore);
      return db;
    },
  );
  return firestorePromise;
}
