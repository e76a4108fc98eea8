// The photo-edit adapters: Ideogram and the local engine. Which one serves a request is decided in providers.ts.
export * from './edit';
export { ideogramEditor } from './ideogram';
export { localEditor } from './local';
