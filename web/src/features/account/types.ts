import type { UserDoc } from '@contracts';

/**
 * users/{uid} as the profile shows it: the contract's fields, with the timestamps read as dates (null while the
 * document or a server timestamp is not there yet).
 */
export type UserProfile = Pick<UserDoc, 'totalGenerations'> & {
  createdAt: Date | null;
  lastSignedIn: Date | null;
  /** When the current version of the face-data consent was given; null when it was not (or was withdrawn). */
  biometricConsentAt: Date | null;
};
