// Consents the law asks for, recorded by the server with their time on users/{uid}.consents (clients never
// write Firestore): the separate consent to process face data for the studio (PIPA art. 23: biometric
// information needs its own consent, with its purpose, what is kept and for how long, shown before it is
// given) and the confirmation at sign-up of being 14 or older (art. 22-2: younger children need a guardian).
// Without the biometric consent nothing of a face is analysed: the studio's upload and training routes refuse
// with 403 `consent.biometric_required`. Withdrawing it stops further analysis.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { BIOMETRIC_CONSENT_VERSION, type ConsentKind, type ConsentResponse } from '../../contracts';
import { AppError } from '../../shared/errors';
import { db } from '../../shared/firebase';

const userRef = (uid: string) => db().collection('users').doc(uid);

/** Records consent `kind` of `uid` now (a repeated consent records the new time). */
export async function recordConsent(
  uid: string,
  kind: ConsentKind,
  now = new Date(),
): Promise<ConsentResponse> {
  const at = Timestamp.fromDate(now);
  const entry =
    kind === 'biometric' ? { acceptedAt: at, version: BIOMETRIC_CONSENT_VERSION } : { confirmedAt: at };
  await userRef(uid).set({ consents: { [kind]: entry } }, { merge: true });
  return { kind, recorded_at: now.toISOString() };
}

/** Withdraws the biometric consent: from now on no face of this user is analysed. */
export async function withdrawBiometricConsent(uid: string): Promise<void> {
  await userRef(uid).set({ consents: { biometric: FieldValue.delete() } }, { merge: true });
}

/** Refuses (403 `consent.biometric_required`) unless `uid` gave the biometric consent of the current version. */
export async function requireBiometricConsent(uid: string): Promise<void> {
  const consent = (await userRef(uid).get()).get('consents.biometric') as { version?: string } | undefined;
  if (consent?.version !== BIOMETRIC_CONSENT_VERSION) throw new AppError(403, 'consent.biometric_required');
}
