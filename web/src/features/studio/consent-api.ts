// The face-data consent the studio needs (PIPA art. 23; the server refuses uploads without it): read from the
// owner's users/{uid}.consents, given through POST /account/consents/biometric (clients never write Firestore).
import { BIOMETRIC_CONSENT_VERSION, consentResponseSchema, consentsSchema } from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';
import { getDb } from '../../shared/lib/firebase';

/** Whether `uid` gave the current version of the biometric consent. */
export async function fetchBiometricConsent(uid: string): Promise<boolean> {
  const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const consents = consentsSchema.safeParse((await getDoc(doc(db, 'users', uid))).get('consents') ?? {});
  return consents.success && consents.data.biometric?.version === BIOMETRIC_CONSENT_VERSION;
}

export async function giveBiometricConsent(): Promise<void> {
  await apiRequest('/account/consents/biometric', {
    method: 'POST',
    auth: true,
    schema: consentResponseSchema,
  });
}
