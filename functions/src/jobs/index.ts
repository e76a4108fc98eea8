// The job kernel: a job line is a descriptor (line.ts); claiming under a lease, running, settling with its
// refund, reconciling, fal webhook deliveries and the owner's cancel are written once here, on it. Also the
// private files of results and their encoding, which the lines share.
export { cancelJob } from './cancel';
export { eventRef, recordDelivery, type Delivery } from './events';
export {
  applyFalDelivery,
  falWebhookRoute,
  refusalOf,
  verifyFalDelivery,
  WEBHOOK_STATUS,
  type FalWebhookOutcome,
} from './fal-delivery';
export { failureOf, type MessageParams } from './failure';
export {
  deleteFile,
  deleteFolder,
  fileMetadata,
  readFile,
  saveFile,
  saveStreamed,
  sendStoredFile,
} from './files';
export { encodedAs, previewJpeg, type StoredFormat } from './images';
export { claimJob, markJobQueued } from './lease';
export { discardFiles, markOwnerDeleting, ownerGone, ownerPresent, ownerRef } from './owner';
export {
  HIGH_LIKENESS,
  judgeLikeness,
  likenessLevel,
  scoreLikeness,
  type CompletedLikeness,
  type LikenessReference,
} from './likeness';
export {
  getJob,
  getOwnJob,
  isFinal,
  jobRef,
  newJobRef,
  readJob,
  webhookUrlFor,
  type Completion,
  type FalDeliveryReader,
  type JobLine,
  type JobRecord,
  type LineOf,
  type QueuedPort,
} from './line';
export {
  expireJob,
  findJobs,
  pollJob,
  reconcileJobs,
  reportOn,
  type PollOutcome,
  type ReconcileDeps,
  type ReconcileReport,
} from './reconcile';
export { purgeDue, resultsRule, type PurgeOptions, type PurgeRule, type PurgeRun } from './purge';
export { SWEEP_GRACE_MS, sweepOrphanFiles, type SweepOptions } from './sweep';
export { stopOwnerJobs, type StoppableLine } from './stop-owner-jobs';
export { MAX_RUNS, runJob, type JobDeps, type JobOutcome } from './run';
export {
  completeJob,
  failJob,
  secondsSince,
  type JobError,
  type SettleOutcome,
  type SettleOptions,
} from './settle';
