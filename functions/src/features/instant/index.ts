// What other features use of the instant line.
export { payForCall } from './pay-for-call';
export { stillPhoto, type StillPhoto } from './photo-files';
