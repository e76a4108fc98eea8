/*
 * Figures the marketing pages state about the service (the landing hero and the pricing page): how many people
 * use it and their rating. Korean advertising law (표시광고법) requires such figures to be true, so they are the
 * operator's settings, not copy: VITE_CLAIM_USERS (a count, e.g. 5000) and VITE_CLAIM_RATING (out of 5, e.g. 4.9)
 * at build time. The defaults are the product specification's figures; an operator sets real ones before
 * launch, or sets either to "off" to leave that figure out.
 */
const env = import.meta.env;

export type Claims = {
  /** Users, formatted for the page language; null: not stated. */
  users: number | null;
  /** Average rating out of 5; null: not stated. */
  rating: number | null;
};

export const SPEC_CLAIMS = { users: 5000, rating: 4.9 } as const;

function figure(raw: string | undefined, fallback: number, valid: (n: number) => boolean): number | null {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (raw.trim().toLowerCase() === 'off') return null;
  const n = Number(raw);
  return Number.isFinite(n) && valid(n) ? n : null;
}

export function readClaims(source: Partial<ImportMetaEnv> = env): Claims {
  return {
    users: figure(source.VITE_CLAIM_USERS, SPEC_CLAIMS.users, (n) => Number.isInteger(n) && n > 0),
    rating: figure(source.VITE_CLAIM_RATING, SPEC_CLAIMS.rating, (n) => n > 0 && n <= 5),
  };
}

/** The figures as the translations take them ({{users}}, {{rating}}), in the page language's digits. */
export function claimParams(claims: Claims, language: string) {
  return {
    users: claims.users === null ? '' : claims.users.toLocaleString(language),
    rating: claims.rating === null ? '' : claims.rating.toFixed(1),
  };
}
