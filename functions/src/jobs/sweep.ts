// The sweeper: files no document points to because their owner is gone. Account deletion erases everything
// under users/{uid}/, but a job that was writing at that moment (or a write that crashed before its cleanup)
// can leave files behind; every hour this finds the owner folders whose user exists neither in Auth nor in
// Firestore and deletes their files older than the grace period (a new user's first upload may come before
// their user document). Security review N3 and reliability risk 1.
import * as logger from 'firebase-functions/logger';
import { auth, bucket, db } from '../shared/firebase';

/** Files younger than this are left alone: their owner may be signing up right now. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const OWNERS_PER_PAGE = 100;

/** A page of owner folders (the storage client's list options). */
interface FolderQuery {
  prefix: string;
  delimiter: string;
  autoPaginate: false;
  maxResults: number;
  pageToken?: string;
}

export interface SweepOptions {
  now: number;
  graceMs?: number;
  /** Where owner folders are listed: 'users/' (tests narrow it to their own owners). */
  prefix?: string;
}

export async function sweepOrphanFiles({ now, graceMs = SWEEP_GRACE_MS, prefix = 'users/' }: SweepOptions) {
  const swept = { owners: 0, files: 0 };
  let query: FolderQuery | null = {
    prefix,
    delimiter: '/',
    autoPaginate: false,
    maxResults: OWNERS_PER_PAGE,
  };
  while (query) {
    const [, next, response]: [unknown, unknown, unknown] = await bucket().getFiles(query);
    const folders = ((response as { prefixes?: string[] } | undefined)?.prefixes ?? []).filter((p) =>
      p.startsWith('users/'),
    );
    for (const folder of await goneOwners(folders)) {
      const [files] = await bucket().getFiles({ prefix: folder });
      const old = files.filter((f) => Date.parse(String(f.metadata.timeCreated)) <= now - graceMs);
      await Promise.all(old.map((f) => f.delete({ ignoreNotFound: true })));
      if (old.length) swept.owners += 1;
      swept.files += old.length;
    }
    query = (next as FolderQuery | null) ?? null;
  }
  if (swept.files) logger.info('orphan files swept', swept);
  return swept;
}

/** The folders (users/{uid}/) whose owner has neither a user document nor an Auth account. */
async function goneOwners(folders: string[]): Promise<string[]> {
  if (!folders.length) return [];
  const uids = folders.map((f) => f.slice('users/'.length, -1));
  const docs = await db().getAll(...uids.map((uid) => db().collection('users').doc(uid)));
  const { notFound } = await auth().getUsers(uids.map((uid) => ({ uid })));
  const noAccount = new Set(notFound.map((id) => (id as { uid: string }).uid));
  return folders.filter((_, i) => !docs[i]!.exists && noAccount.has(uids[i]!));
}
