// The caller's account: the user document the profile reads, and the /me, /account routes.
import { z } from 'zod';
import { balancesSchema } from './credits';
import { timestampSchema } from './shared';

export const DISPLAY_NAME_MAX = 40;

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
