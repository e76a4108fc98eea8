// Retention of the instant line, as the terms and the privacy policy promise (spec §9, security review L6):
// an uploaded original is deleted once its `expiresAt` (24 h after upload) has passed, a result once its
// `expiresAt` (one year after it was made) has passed. Run hourly by instant-purge.schedule.ts.
//
// - Originals: the file goes, the instant_uploads document stays as a tombstone with `deletedAt` set, so an edit
//   asked for later can say the original expired. Only documents with `deletedAt == null` are read, so
//   tombstones are never read again (the contract requires the field, null until purged).
// - Results: the output files, the print sheet and the original go, then the instant_edits document is deleted.
//   Deleting (not tombstoning) keeps the gallery and history honest with no filter, and leaves no prompt behind.
// Files first, document last: a run that fails half way leaves the document to be found again, and every step
// is idempotent (a file already gone is not an error). Documents are read in bounded pages behind a cursor, so
// one that keeps failing is not read twice in the same run. A document may only name files under its owner's
// `users/{uid}/instant/` folder; any other path is refused, so a corrupt document cannot reach another user.
import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { bucket, db } from '../../shared/firebase';

const PAGE = 100;

export interface PurgeInstantOptions {
  /** The clock: everything whose `expiresAt` is at or before it is purged. */
  now: Date;
  /** Documents read per query (tests use a small page to cross page boundaries). */
  pageSize?: number;
}

export interface PurgeInstantRun {
  /** Originals deleted (uploads tombstoned). */
  originals: number;
  /** Edits whose results were deleted with their document. */
  edits: number;
  /** Documents that failed; they stay as they were and the next run retries them. */
  failed: number;
}

export async function purgeInstant({ now, pageSize = PAGE }: PurgeInstantOptions): Promise<PurgeInstantRun> {
  const due = Timestamp.fromDate(now);
  const run: PurgeInstantRun = { originals: 0, edits: 0, failed: 0 };

  const uploads = db()
    .collection('instant_uploads')
    .where('deletedAt', '==', null)
    .where('expiresAt', '<=', due);
  run.originals = await eachDue(uploads, pageSize, run, async (doc) => {
    await deleteOwnedFiles(doc, [doc.get('path')]);
    await doc.ref.update({ deletedAt: due });
  });

  // Edits without an expiry (pending or failed: no results) never match.
  const edits = db().collection('instant_edits').where('expiresAt', '<=', due);
  run.edits = await eachDue(edits, pageSize, run, async (doc) => {
    const outputs: unknown = doc.get('outputs');
    await deleteOwnedFiles(doc, [
      ...(Array.isArray(outputs) ? outputs : []),
      doc.get('printSheetPath'),
      doc.get('originalPath'),
    ]);
    await doc.ref.delete();
  });

  if (run.originals || run.edits || run.failed) logger.info('instant purge', { ...run });
  return run;
}

/** Runs `purge` on every document of `query`, page by page; returns how many succeeded and counts failures. */
async function eachDue(
  query: Query,
  pageSize: number,
  run: PurgeInstantRun,
  purge: (doc: QueryDocumentSnapshot) => Promise<void>,
): Promise<number> {
  let done = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy('expiresAt').limit(pageSize);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    await Promise.all(
      snapshot.docs.map(async (doc) => {
        try {
          await purge(doc);
          done += 1;
        } catch (err) {
          run.failed += 1;
          logger.error('instant purge failed', {
            doc: doc.ref.path,
            error: err instanceof Error ? err.message : String(err),
          });
        }
      }),
    );
    if (snapshot.size < pageSize) return done;
    after = snapshot.docs.at(-1);
  }
}

/** Deletes the named files of the document's owner; blanks are skipped and missing files are not an error. */
async function deleteOwnedFiles(doc: QueryDocumentSnapshot, paths: unknown[]) {
  const userId: unknown = doc.get('userId');
  if (typeof userId !== 'string' || !userId) throw new Error('no owner');
  const folder = `users/${userId}/instant/`;
  const named = paths.filter((p): p is string => typeof p === 'string' && p !== '');
  const foreign = named.find((p) => !p.startsWith(folder) || p.split('/').includes('..'));
  if (foreign !== undefined) throw new Error(`path outside the owner's folder: ${foreign}`);
  await Promise.all(named.map((p) => bucket().file(p).delete({ ignoreNotFound: true })));
}
