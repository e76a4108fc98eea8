// Retention of instant originals (the terms: destroyed within 24 hours of upload): an upload is due once its
// `expiresAt` (23 hours after upload) has passed. The file goes, the instant_uploads document stays as a
// tombstone with `deletedAt` set, so an edit asked for later can say the original expired; only documents with
// `deletedAt == null` are read, so tombstones are never read again (the contract requires the field, null until
// purged). The instant results' rule comes from the line (instant.line.ts `results`); the hourly run is the
// kernel's (jobs/purge.ts, functions/src/retention.ts).
import type { PurgeRule } from '../../jobs';

export const instantOriginalsRule: PurgeRule = {
  name: 'originals',
  collection: 'instant_uploads',
  due: { field: 'expiresAt', afterMs: 0 },
  where: { field: 'deletedAt', equals: null },
  files: (doc) => [doc.get('path')],
  tombstone: (now) => ({ deletedAt: now }),
};
