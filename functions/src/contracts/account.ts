// The caller's account: the user document the profile reads, and the /me, /account routes.
import { z } from 'zod';
import { balancesSchema } from './credits';
import { timestampSchema } from './shared';

export const DISPLAY_NAME_MAX = 40;

/**
 * The consents a user gave, each recorded by the server with its time (PIPA art. 22-23): the separate consent
 * to process face data (biometric information) for the studio, naming its version (the text it agreed to),
 * and the confirmation at sign-up of being 14 or older.
 */
export const BIOMETRIC_CONSENT_VERSION = '2026-11-27';
export const consentsSchema = z.object({
  biometric: z.object({ acceptedAt: timestampSchema, version: z.string() }).nullable().optional(),
  age14: z.object({ confirmedAt: timestampSchema }).nullable().optional(),
});
export type Consents = z.infer<typeof consentsSchema>;
export const CONSENT_KINDS = ['biometric', 'age14'] as const;
export const consentKindSchema = z.enum(CONSENT_KINDS);
export type ConsentKind = z.infer<typeof consentKindSchema>;
/** POST /account/consents/{kind}: the time the server recorded (ISO 8601). */
export const consentResponseSchema = z.object({ kind: consentKindSchema, recorded_at: z.string() });
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** users/{uid}, written by the server only (first sign-in, profile changes, the ledger). */
export const userDocSchema = z.object({
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: timestampSchema.nullable(),
  lastSignedIn: timestampSchema.nullable(),
  totalGenerations: z.number().int(),
  totalSpent: z.number(),
  role: z.enum(['user', 'admin']),
  credits: balancesSchema,
  consents: consentsSchema.optional(),
});
export type UserDoc = z.infer<typeof userDocSchema>;

/** GET /me: who the API thinks the caller is (debug pages). */
export const meResponseSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  admin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /account/session: whether this sign-in created the account (and its free trial). */
export const sessionResponseSchema = z.object({ created: z.boolean() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** PATCH /account. */
export const updateProfileRequestSchema = z.object({
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = z.object({ displayName: z.string() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/**
 * Kakao and Naver sign-in (login CSRF defence): the browser keeps a random nonce in sessionStorage and sends only
 * its SHA-256 (`nonce_hash` on GET /auth/:provider/start); the callback hands back a one-time `#code=`, which only
 * the browser holding the nonce can exchange for a custom token. Both are 32 random bytes in base64url.
 */
export const SOCIAL_RANDOM_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const socialRandom = z.string().regex(SOCIAL_RANDOM_PATTERN);

/** POST /auth/social/exchange. */
export const socialExchangeRequestSchema = z.object({ code: socialRandom, nonce: socialRandom });
export type SocialExchangeRequest = z.infer<typeof socialExchangeRequestSchema>;
/** A Firebase custom token for `signInWithCustomToken`. */
export const socialExchangeResponseSchema = z.object({ token: z.string().min(1) });
export type SocialExchangeResponse = z.infer<typeof socialExchangeResponseSchema>;
