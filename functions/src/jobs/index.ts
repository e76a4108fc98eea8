// What the job lines (instant edits, studio generations) share: a lease for the runner, durable webhook
// deduplication, fal delivery checks, failure reasons, and the private files of results.
export { eventRef, recordDelivery, type Delivery } from './events';
export { refusalOf, verifyFalDelivery, WEBHOOK_STATUS, type FalWebhookOutcome } from './fal-delivery';
export { failureOf, type MessageParams } from './failure';
export { deleteFile, deleteFolder, readFile, saveFile, sendStoredFile } from './files';
export { encodedAs, previewJpeg, type StoredFormat } from './images';
export { claimUnderLease, markJobQueued } from './lease';
export { failJob, openForSettle, secondsSince, type PaidJob, type SettleOptions } from './settle';
