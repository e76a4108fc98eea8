// POST /account/session, called by the web app after every sign-in (email, Google, Kakao, Naver): creates the
// user document with the free trial the first time, records lastSignedIn every time. Names and email come
// from the Auth user record (server truth), never from the request body; `role` mirrors the admin claim, which
// only the server sets, so the profile can show it without trusting the client.
import type { UserRecord } from 'firebase-admin/auth';
import type { SessionResponse } from '../../contracts';
import { unauthenticated, type Actor } from '../../shared/errors';
import { auth } from '../../shared/firebase';
import { recordSignIn } from './account.repo';

export async function openSession({ uid, admin }: Actor): Promise<SessionResponse> {
  let user: UserRecord;
  try {
    user = await auth().getUser(uid);
  } catch (err) {
    // A token that outlived its account (deleted a moment ago) must not recreate the user document.
    if ((err as { code?: string }).code === 'auth/user-not-found') throw unauthenticated();
    throw err;
  }
  return recordSignIn(uid, { displayName: user.displayName ?? null, email: user.email ?? null, admin });
}
