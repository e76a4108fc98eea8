// What other features use of the instant line: its job line (account deletion stops its open jobs at their
// provider) and its edits as rows of the one generation history.
export { payForCall } from './pay-for-call';
export { stillPhoto, type StillPhoto } from './photo-files';
export { instantLine } from './instant.line';
export { ownEditsAsGenerations } from './instant-history';
