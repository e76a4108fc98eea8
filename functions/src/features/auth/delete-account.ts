// DELETE /account: the caller erases their own account. Data first, the Auth user last, so a failure half way
// leaves a user who can still sign in and retry; every step is idempotent. Payment records are kept detached
// (see eraseUserData). A token issued before the deletion cannot bring the user document back: openSession
// reads the Auth user first and refuses a deleted one.
import { auth } from '../../shared/firebase';
import { eraseUserData } from './account.repo';

export async function deleteAccount(uid: string) {
  await eraseUserData(uid);
  try {
    await auth().deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
}
