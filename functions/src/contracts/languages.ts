// The languages alone, free of zod: the web app's first screen needs the list before it needs any schema.

/** UI and message languages; Korean is the source language. */
export const LANGUAGES = ['ko', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
