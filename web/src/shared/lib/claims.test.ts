// Issue 22 item 7: the user count and rating the marketing pages state are operator settings (defaulting to the
// specification's figures), never copy; a figure that cannot be true, or one switched off, is not shown.
import { describe, expect, it } from 'vitest';
import { claimParams, readClaims, SPEC_CLAIMS } from './claims';

describe('claims', () => {
  it('states the user count and rating only from the operator settings, defaulting to the spec', () => {
    expect(readClaims({})).toEqual({ users: SPEC_CLAIMS.users, rating: SPEC_CLAIMS.rating });
    expect(readClaims({ VITE_CLAIM_USERS: '1234', VITE_CLAIM_RATING: '4.6' })).toEqual({
      users: 1234,
      rating: 4.6,
    });
    expect(readClaims({ VITE_CLAIM_USERS: 'off', VITE_CLAIM_RATING: 'off' })).toEqual({
      users: null,
      rating: null,
    });
    expect(readClaims({ VITE_CLAIM_USERS: '-3', VITE_CLAIM_RATING: '7' })).toEqual({
      users: null,
      rating: null,
    });
  });

  it('formats the figures for the page language', () => {
    expect(claimParams({ users: 12000, rating: 4.5 }, 'ko')).toEqual({ users: '12,000', rating: '4.5' });
  });
});
