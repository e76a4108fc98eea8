// Firestore and Storage access for accounts: the user document (created with the free trial), its display
// name, and erasing everything a user owns. Only this module touches those collections for the auth feature.
import { FieldValue, type BulkWriter, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { bucket, db } from '../../shared/firebase';
import { markOwnerDeleting } from '../../jobs';
import { creditsTransaction, grant, type Grant } from '../credits';

/** Spec §1: a free trial of 5 instant images after registration. The ref makes the grant happen once. */
export const FREE_TRIAL: Grant = { unit: 'instant', amount: 5, ref: 'free_trial' };

/** Every collection whose documents belong to one user through `userId` and go when the user goes. */
export const OWNED_COLLECTIONS = [
  'generations',
  'trainings',
  'instant_edits',
  // Upload records, purged originals' tombstones included.
  'instant_uploads',
  'instant_generations',
  'analyses',
  'orders',
  // Studio upload sessions: every photo's face descriptor (biometric data) and file name.
  'training_uploads',
] as const;

/** Storage prefixes holding a user's files (uploads, results, models). */
export const ownedStoragePrefixes = (uid: string) => [`users/${uid}/`];

/**
 * Records Korean e-commerce law makes us keep for 5 years (payments, and the refunds of them): they stay, minus
 * every field that points at the person.
 */
export const RETAINED_COLLECTIONS = ['payments', 'refunds'] as const;
const PERSONAL_FIELDS = ['userId', 'email', 'customerEmail', 'customerName', 'customerKey', 'by'];

export interface SessionProfile {
  displayName: string | null;
  email: string | null;
  /** The `admin` custom claim of the caller's token (set by npm run admin:grant), mirrored into `role`. */
  admin: boolean;
}

/**
 * Creates users/{uid} with the free trial on the first sign-in, in one transaction with its ledger entry;
 * afterwards only records the sign-in. Concurrent first sign-ins are safe: the transaction retries, sees the
 * document, and the ledger entry id would refuse a second grant anyway.
 */
export async function recordSignIn(uid: string, profile: SessionProfile, now = new Date()) {
  const userRef = db().collection('users').doc(uid);
  return creditsTransaction(uid, async (tx) => {
    const existing = await tx.get(userRef);
    if (existing.exists) {
      tx.update(userRef, { lastSignedIn: now, role: profile.admin ? 'admin' : 'user' });
      return { created: false };
    }
    const trial = await grant(tx, uid, [FREE_TRIAL]);
    trial.commit({
      displayName: profile.displayName,
      email: profile.email,
      createdAt: now,
      lastSignedIn: now,
      totalGenerations: 0,
      totalSpent: 0,
      role: profile.admin ? 'admin' : 'user',
    });
    return { created: true };
  });
}

export async function saveDisplayName(uid: string, displayName: string) {
  await db().collection('users').doc(uid).set({ displayName }, { merge: true });
}

const PAGE = 300;

/** Runs `act` on every document of `query`, page by page; `act` must make the documents leave the query. */
async function drain(query: Query, act: (writer: BulkWriter, ref: DocumentReference) => void) {
  const writer = db().bulkWriter();
  for (;;) {
    const page = await query.limit(PAGE).select().get();
    if (page.empty) break;
    page.docs.forEach((doc) => act(writer, doc.ref));
    await writer.flush();
    if (page.size < PAGE) break;
  }
  await writer.close();
}

/**
 * Erases a user's data: owned job documents, the user document with its ledger, and stored files. Payment and
 * refund records stay, detached from the person. Safe to run again after a partial failure. The user document
 * is marked first, so a job still running writes nothing from then on (jobs/owner.ts), and deleted last;
 * `stopJobs` runs right after the mark, while the job documents still say where each job is.
 */
export async function eraseUserData(uid: string, stopJobs?: (uid: string) => Promise<unknown>) {
  await markOwnerDeleting(uid);
  await stopJobs?.(uid);
  const detach: Record<string, unknown> = { detachedAt: FieldValue.serverTimestamp() };
  for (const field of PERSONAL_FIELDS) detach[field] = FieldValue.delete();
  for (const name of RETAINED_COLLECTIONS) {
    await drain(
      db().collection(name).where('userId', '==', uid),
      (writer, ref) => void writer.update(ref, detach),
    );
  }
  for (const name of OWNED_COLLECTIONS) {
    await drain(db().collection(name).where('userId', '==', uid), (writer, ref) => void writer.delete(ref));
  }
  await Promise.all(ownedStoragePrefixes(uid).map((prefix) => bucket().deleteFiles({ prefix })));
  await db().recursiveDelete(db().collection('users').doc(uid));
}
