// The only place the Admin SDK is initialised. In the emulators FIREBASE_CONFIG and the *_EMULATOR_HOST
// variables point it at the local suite.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function app() {
  return getApps()[0] ?? initializeApp();
}

export const auth = () => getAuth(app());
export const db = () => getFirestore(app());
export const bucket = () => getStorage(app()).bucket();
