// What integration tests need to talk to the running emulators: URLs, users with ID tokens, admin claims.
// `firebase emulators:exec` (scripts/test.mjs) sets the *_EMULATOR_HOST variables and BITNA_BASE_URL (vitest itself sets BASE_URL to '/').
import { setTimeout as sleep } from 'node:timers/promises';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PROJECT_ID } from '../../scripts/lib/ports.mjs';

export { PROJECT_ID };
const env = (name: string) => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run these tests through npm test (firebase emulators:exec)`);
  return value;
};

/** The app through the Hosting emulator, as a browser reaches it (rewrites /api/v1/<prefix> → its function). */
export const hostingUrl = () => env('BITNA_BASE_URL');
/** One HTTPS function (api by default; also payments, imaging) called directly on the Functions emulator. */
export const functionUrl = (name: 'api' | 'payments' | 'imaging' = 'api') =>
  `http://127.0.0.1:5001/${PROJECT_ID}/asia-northeast3/${name}`;

// The default bucket named as the emulators name it, so use cases run in the test process reach Storage too.
const admin = () =>
  getApps()[0] ??
  withoutKeepAlive(initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }));

/**
 * Each Storage call of the test process on a connection of its own. Reusing a kept-alive one failed whole
 * tests with "socket hang up" (reading back a file the functions had just written to the Storage emulator),
 * with the library's pooled agent and with Node's default one alike: a busy test process can hand a request
 * to a socket the emulator has already closed.
 */
function withoutKeepAlive(app: App): App {
  getStorage(app)
    .bucket()
    .storage.interceptors.push({
      // The same options object, typed by the library as its request's input and output types.
      request: (options) =>
        Object.assign(options, {
          forever: false,
          headers: { ...options.headers, Connection: 'close' },
        }) as never,
    });
  return app;
}
export const adminAuth = () => getAuth(admin());
export const adminDb = () => getFirestore(admin());
export const adminBucket = () => getStorage(admin()).bucket();

/** Waits (bounded by the test's timeout) until `check` holds for the document `collection/id`. */
export async function untilDoc<T>(collection: string, id: string, check: (doc: T) => boolean): Promise<T> {
  for (;;) {
    const doc = (await adminDb().collection(collection).doc(id).get()).data() as T | undefined;
    if (doc && check(doc)) return doc;
    await sleep(100);
  }
}

const identityToolkit = (method: string) =>
  `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Signs up a fresh email user on the Auth emulator and returns its ID token. */
export async function createUser(prefix = 'user'): Promise<TestUser> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'secret-123';
  const res = await fetch(identityToolkit('signUp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`signUp failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string };
  // The Auth emulator stamps a new account's sign-in time before its tokens-valid-since time; when a second
  // boundary falls between the two, the sign-up token counts as revoked (auth_time < validSince) and every
  // revocation-checked call answers 401. A sign-in right after gives a token from after both.
  return signIn({ uid: body.localId, email, password, idToken: '' });
}

/** Signs in again, e.g. to get a token that carries newly set custom claims. */
export async function signIn(user: TestUser): Promise<TestUser> {
  const res = await fetch(identityToolkit('signInWithPassword'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`signIn failed: ${res.status} ${await res.text()}`);
  return { ...user, idToken: ((await res.json()) as { idToken: string }).idToken };
}

export async function createAdmin(): Promise<TestUser> {
  const user = await createUser('admin');
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return signIn(user);
}
