// What other features use of the instant line: its job line (account deletion stops its open jobs at their
// provider), its edits as rows of the one generation history, and the one-step ID photo kept as an edit.
export { payForCall } from './pay-for-call';
export { stillPhoto, type StillPhoto } from './photo-files';
export { instantLine } from './instant.line';
export { ownEditsAsGenerations } from './instant-history';
export { recordIdPhoto } from './record-id-photo';
