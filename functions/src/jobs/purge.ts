// Retention, written once for every kind of photo we keep (the terms and the privacy policy promise it: spec §9,
// security review L6 and N4). A purge rule names a collection, the date that makes a document due, the files
// the document keeps, and what is left of it afterwards; the job lines get theirs from their descriptor
// (`results` in line.ts), the uploads from their feature. One hourly schedule (retentionPurgeHourly, the
// functions table) runs every rule with the time it was scheduled for as its clock, so tests move the clock.
//
// Files first, document last: a run that fails half way leaves the document to be found again, and every step
// is idempotent (a file already gone is not an error). Documents are read in bounded pages behind a cursor, so
// one that keeps failing, or one a rule holds for later, is not read twice in the same run. A document may only
// name files under its owner's `users/{uid}/` folder; any other path is refused, so a corrupt document cannot
// reach another user.
import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../shared/firebase';
import type { JobRecord, LineOf } from './line';
import { discardFiles } from './owner';

const PAGE = 100;

export interface PurgeRule {
  /** Its count in the run's report ('originals', 'sessions', …). */
  name: string;
  collection: string;
  /** The document is due once `field` (a timestamp) is at least `afterMs` in the past. */
  due: { field: string; afterMs: number };
  /** Only documents whose field equals the value (e.g. uploads not yet tombstoned: deletedAt == null). */
  where?: { field: string; equals: unknown };
  /** The files the document keeps (a path ending in '/' is a folder); blanks are skipped. */
  files(doc: QueryDocumentSnapshot): unknown[];
  /** True to leave a due document for a later run (e.g. a session whose training is still running). */
  hold?(doc: QueryDocumentSnapshot): Promise<boolean>;
  /** What is left of the document: the fields of a tombstone, or nothing (the default: deleted). */
  tombstone?(now: Timestamp): Record<string, unknown>;
}

/** The rule of a job line that keeps its results for a while: due `keepMs` after the job completed. */
export function resultsRule<J extends JobRecord>(line: LineOf<J>): PurgeRule {
  const results = line.results;
  if (!results) throw new Error(`${line.name} keeps its results: it has no purge rule`);
  return {
    name: line.collection,
    collection: line.collection,
    due: { field: 'completedAt', afterMs: results.keepMs },
    files: (doc) => results.files({ ...(doc.data() as J), id: doc.id }),
  };
}

export interface PurgeOptions {
  /** The clock. */
  now: Date;
  /** Documents read per query (tests use a small page to cross page boundaries). */
  pageSize?: number;
}

/** Purged documents per rule name, and those that failed (left as they were; the next run retries them). */
export type PurgeRun = Record<string, number> & { failed: number };

export async function purgeDue(rules: readonly PurgeRule[], { now, pageSize = PAGE }: PurgeOptions) {
  const run = { failed: 0 } as PurgeRun;
  for (const rule of rules) {
    let query: Query = db().collection(rule.collection);
    if (rule.where) query = query.where(rule.where.field, '==', rule.where.equals);
    const due = Timestamp.fromMillis(now.getTime() - rule.due.afterMs);
    query = query.where(rule.due.field, '<=', due).orderBy(rule.due.field);
    const stamp = Timestamp.fromDate(now);
    run[rule.name] =
      (run[rule.name] ?? 0) +
      (await eachDue(query, pageSize, run, async (doc) => {
        if (await rule.hold?.(doc)) return false;
        await discardFiles(ownedPaths(doc, rule.files(doc)));
        await (rule.tombstone ? doc.ref.update(rule.tombstone(stamp)) : doc.ref.delete());
        return true;
      }));
  }
  if (Object.values(run).some((n) => n > 0)) logger.info('retention purge', { ...run });
  return run;
}

/** Runs `purge` on every document of `query`, page by page; answers how many it purged and counts failures. */
async function eachDue(
  query: Query,
  pageSize: number,
  run: { failed: number },
  purge: (doc: QueryDocumentSnapshot) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await (after ? query.startAfter(after) : query).limit(pageSize).get();
    await Promise.all(
      snapshot.docs.map(async (doc) => {
        try {
          if (await purge(doc)) done += 1;
        } catch (err) {
          run.failed += 1;
          logger.error('retention purge failed', {
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

/** The named paths, all under the document owner's folder; anything else refuses the whole document. */
function ownedPaths(doc: QueryDocumentSnapshot, paths: unknown[]): string[] {
  const userId: unknown = doc.get('userId');
  if (typeof userId !== 'string' || !userId) throw new Error('no owner');
  const folder = `users/${userId}/`;
  const named = paths.filter((p): p is string => typeof p === 'string' && p !== '');
  const foreign = named.find((p) => !p.startsWith(folder) || p === folder || p.split('/').includes('..'));
  if (foreign !== undefined) throw new Error(`path outside the owner's folder: ${foreign}`);
  return named;
}
