// Two of the promises the terms make, tried against the running stack as a user would (issue: every promise
// holds; security review N3 and N6): a phone photo uploaded through the API is stored with none of its
// metadata, on the instant line and in a studio upload session; and after DELETE /account no document and no
// file of the user remains, upload sessions and finished results included.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OWNED_COLLECTIONS } from '../../functions/src/features/auth/account.repo';
import { carriesNoMetadata, photo, withPhoneMetadata } from '../fixtures/images';
import { adminBucket, adminDb } from './emulator';
import { call, edit, settled, upload } from './instant-helpers';
import { createMember } from './payments-helpers';
import { uploadPhotos } from './studio-helpers';

/** A member who gave the studio's face-data consent, through the API as the upload page does. */
async function consentingMember(prefix: string) {
  const user = await createMember(prefix, 1);
  expect((await call(user, 'POST', '/account/consents/biometric')).status).toBe(201);
  return user;
}

const stored = async (path: string) => (await adminBucket().file(path).download())[0];
const filesOf = async (uid: string) =>
  (await adminBucket().getFiles({ prefix: `users/${uid}/` }))[0].map((f) => f.name);

describe('the promises, against the running stack', () => {
  it('N6 — a JPEG with GPS and a name, uploaded and read back from Storage, has no metadata', async () => {
    const user = await consentingMember('promise-exif');
    const tagged = await withPhoneMetadata(sharp, photo('r_obama.jpg'));
    expect(await carriesNoMetadata(sharp, tagged)).toBe(false);

    const uploadId = await upload(user, Buffer.from(tagged));
    const original = (await adminDb().collection('instant_uploads').doc(uploadId).get()).get(
      'path',
    ) as string;
    expect(await carriesNoMetadata(sharp, await stored(original))).toBe(true);

    const studio = await uploadPhotos(user, { 'me.jpg': tagged });
    expect(studio.status).toBe(201);
    const session = await adminDb().collection('training_uploads').doc(studio.body!.session_id).get();
    const [selfie] = session.get('photos') as Array<{ path: string }>;
    expect(await carriesNoMetadata(sharp, await stored(selfie!.path))).toBe(true);
  }, 120_000);

  it('N3 — after DELETE /account no document and no file of the user remains, upload sessions included', async () => {
    const user = await consentingMember('promise-erase');
    const photoOf = photo('r_obama.jpg');
    const started = await edit(user, await upload(user, photoOf), 'passport');
    expect(started.status).toBe(202);
    expect((await settled(started.body!.edit_id as string)).status).toBe('completed');
    expect((await uploadPhotos(user, { 'me.jpg': photoOf })).status).toBe(201);
    const owned = async () => {
      const counts: Record<string, number> = {};
      for (const name of OWNED_COLLECTIONS)
        counts[name] = (await adminDb().collection(name).where('userId', '==', user.uid).get()).size;
      return counts;
    };
    expect(await owned()).toMatchObject({ instant_uploads: 1, instant_edits: 1, training_uploads: 1 });
    expect((await filesOf(user.uid)).length).toBeGreaterThan(2);

    expect((await call(user, 'DELETE', '/account')).status).toBe(204);

    expect(
      Object.values(await owned()).every((n) => n === 0),
      JSON.stringify(await owned()),
    ).toBe(true);
    expect((await adminDb().collection('users').doc(user.uid).get()).exists).toBe(false);
    expect((await adminDb().collection(`users/${user.uid}/ledger`).get()).empty).toBe(true);
    expect(await filesOf(user.uid)).toEqual([]);
  }, 180_000);
});
