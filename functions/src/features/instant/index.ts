// What other features use of the instant line (account deletion stops its open jobs at their provider).
export { payForCall } from './pay-for-call';
export { stillPhoto, type StillPhoto } from './photo-files';
export { instantLine } from './instant.line';
