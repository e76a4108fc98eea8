// The account feature's calls (accountRoutes on the server): the profile document, the display name, the
// face-data consent's withdrawal, deletion.
import {
  BIOMETRIC_CONSENT_VERSION,
  noContentSchema,
  updateProfileResponseSchema,
  userDocSchema,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
} from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';
import { getDb } from '../../shared/lib/firebase';
import type { UserProfile } from './types';

export async function saveDisplayName(displayName: string): Promise<UpdateProfileResponse> {
  const body: UpdateProfileRequest = { displayName };
  return apiRequest('/account', { method: 'PATCH', auth: true, body, schema: updateProfileResponseSchema });
}

/** Withdraws the face-data consent: from then on the studio analyses no photo of the user's face. */
export async function withdrawBiometricConsent(): Promise<void> {
  await apiRequest('/account/consents/biometric', { method: 'DELETE', auth: true, schema: noContentSchema });
}

export async function deleteAccount(): Promise<void> {
  await apiRequest('/account', { method: 'DELETE', auth: true, schema: noContentSchema });
}

// The profile reads only these fields; the first sign-in may not have written the document yet.
const profileFieldsSchema = userDocSchema
  .pick({ createdAt: true, lastSignedIn: true, totalGenerations: true, consents: true })
  .partial();

/** users/{uid}, readable only by its owner under the rules. */
export async function fetchUserProfile(uid: string): Promise<UserProfile> {
  const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const data = profileFieldsSchema.parse((await getDoc(doc(db, 'users', uid))).data() ?? {});
  return {
    createdAt: data.createdAt?.toDate() ?? null,
    lastSignedIn: data.lastSignedIn?.toDate() ?? null,
    totalGenerations: data.totalGenerations ?? 0,
    biometricConsentAt:
      data.consents?.biometric?.version === BIOMETRIC_CONSENT_VERSION
        ? data.consents.biometric.acceptedAt.toDate()
        : null,
  };
}
