import { vi } from 'vitest';
import type { UserProfile } from '../features/account/types';

// Stands in for features/account/api.ts in tests: `vi.mock('<path>/features/account/api', () => import(...))`.

export const saveDisplayName = vi.fn(async (displayName: string) => ({ displayName }));
export const deleteAccount = vi.fn(async () => {});
export const withdrawBiometricConsent = vi.fn(async () => {});
export const fetchUserProfile = vi.fn(async (_uid: string): Promise<UserProfile> => ({
  createdAt: new Date('2026-01-15T09:00:00+09:00'),
  lastSignedIn: new Date('2026-11-20T18:30:00+09:00'),
  totalGenerations: 12,
  biometricConsentAt: new Date('2026-11-02T10:00:00+09:00'),
}));

export function resetAccount(): void {
  [saveDisplayName, deleteAccount, withdrawBiometricConsent, fetchUserProfile].forEach((mock) =>
    mock.mockClear(),
  );
}
