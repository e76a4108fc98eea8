// The wire contract between web/ and functions/: zod schemas and their inferred types for every /api/v1 request
// and response body, every Firestore document the client reads, and the limits and enums both sides check.
// Imports nothing but zod (the browser bundle loads it too); anything that needs Node, Firebase or HTTP lives elsewhere.
export * from './shared';
export * from './account';
export * from './credits';
export * from './payments';
export * from './idphoto';
export * from './tools';
export * from './instant';
export * from './jobs';
export * from './training';
export * from './generation';
export * from './studio';
export * from './gemini-tools';
export * from './retention';
