// POST /id-photo spends instant credits as an instant edit does (the services card sells Instant 10 for the ID
// photo page): one credit per photo through the credits surface, back when the engine refuses the photo, 402 at
// zero; an upload refused by its content costs nothing. The route runs in this process on the local engine, its
// credits on the Firestore emulator. The photo is kept as a completed instant edit, listed in the one history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/http/app';
import { memoryRateLimiter } from '../../functions/src/http/rate-limit';
import { idPhotoRoutes } from '../../functions/src/features/idphoto/idphoto.routes';
import { instantRoutes } from '../../functions/src/features/instant/instant.routes';
import { generationRoutes } from '../../functions/src/features/studio/generation/generation.routes';
import { providersFor } from '../../functions/src/providers';
import { settings } from '../../functions/src/config';
import { imageForm, photo, textAsJpeg } from '../fixtures/images';
import { serveApi } from '../fixtures/serve';
import { recordIdPhoto } from '../../functions/src/features/instant';
import { instantStoragePath } from '../../functions/src/features/instant/storage-paths';
import { adminBucket, adminDb } from './emulator';
import { createMember, ledger } from './payments-helpers';
import { userDoc } from './instant-helpers';

adminDb();

let server: { base: string; close: () => void };
beforeAll(async () => {
  server = await serveApi(
    createApp(
      {
        verifyIdToken: async (uid) => ({ uid }),
        providers: () => providersFor(settings()),
        rateLimiter: memoryRateLimiter(),
      },
      [idPhotoRoutes, instantRoutes, generationRoutes],
    ),
  );
});
afterAll(() => server.close());

async function idPhotoAs(uid: string, file: Buffer) {
  const res = await fetch(`${server.base}/id-photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${uid}`, 'accept-language': 'ko' },
    body: imageForm({ file }, { standard: 'kr_passport' }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; rules?: unknown[] } };
}

const get = (uid: string, path: string) =>
  fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${uid}`, 'accept-language': 'ko' } });

/** The caller's one history (GET /generation/list): what the dashboard lists. */
async function history(uid: string) {
  const res = await get(uid, '/generation/list');
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ id: string; type: string; status: string; images: string[] }>;
}

const idPhotoEntries = async (uid: string) =>
  (await ledger(uid)).filter((e) => String(e.ref).startsWith('id_photo_')).map((e) => e.kind as string);

describe('POST /id-photo credits', () => {
  it('takes one instant credit for a finished photo', async () => {
    const user = await createMember('idphoto-paid', 2);
    const res = await idPhotoAs(user.uid, photo('r_obama.jpg'));
    expect(res.status).toBe(200);
    expect(res.body.rules?.length).toBeGreaterThan(5);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
    expect(await idPhotoEntries(user.uid)).toEqual(['consume']);
  }, 120_000);

  it('keeps the photo with the other instant results: the history lists it, and it opens', async () => {
    const user = await createMember('idphoto-history', 1);
    expect(await history(user.uid)).toEqual([]);
    const res = await idPhotoAs(user.uid, photo('r_obama.jpg'));
    expect(res.status).toBe(200);
    const rows = await history(user.uid);
    expect(rows.map((r) => [r.type, r.status, r.images.length])).toEqual([
      ['instant_generation', 'completed', 1],
    ]);
    const edit = (await adminDb().collection('instant_edits').doc(rows[0]!.id).get()).data()!;
    expect(edit).toMatchObject({
      userId: user.uid,
      presetId: 'passport',
      provider: 'local',
      localLook: 'id',
    });
    expect(edit.idPhoto.standard).toBe('kr_passport');
    // As the page read them (JSON has no -0, which Firestore keeps for a centred face).
    expect(JSON.parse(JSON.stringify(edit.idPhoto.rules))).toEqual(res.body.rules);
    // The photo, its print sheet and (for 24 hours) the original are served to their owner, like an edit's.
    for (const path of ['images/0', 'images/0?variant=hd', 'print-sheet', 'original']) {
      const file = await get(user.uid, `/instant/${rows[0]!.id}/${path}`);
      expect([path, file.status]).toEqual([path, 200]);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect((await get('someone-else', `/instant/${rows[0]!.id}/images/0`)).status).toBe(404);
  }, 120_000);

  it('gives the credit back when the engine refuses the photo', async () => {
    const user = await createMember('idphoto-refused', 1);
    const res = await idPhotoAs(user.uid, photo('r_two_people.jpg'));
    expect([res.status, res.body.code]).toEqual([422, 'imaging.multiple_faces']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
    expect((await idPhotoEntries(user.uid)).sort()).toEqual(['consume', 'refund']);
    // Nothing was made, so the history has nothing to list.
    expect(await history(user.uid)).toEqual([]);
  }, 120_000);

  it('answers 402 at zero credits and makes nothing', async () => {
    const user = await createMember('idphoto-broke', 0);
    const res = await idPhotoAs(user.uid, photo('r_obama.jpg'));
    expect([res.status, res.body.code]).toEqual([402, 'instant.insufficient_credits']);
    expect(await idPhotoEntries(user.uid)).toEqual([]);
  }, 60_000);

  it('costs nothing for an upload refused by its content', async () => {
    const user = await createMember('idphoto-text', 1);
    const res = await idPhotoAs(user.uid, textAsJpeg());
    expect(res.status).toBe(415);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
    expect(await idPhotoEntries(user.uid)).toEqual([]);
  }, 60_000);
});

describe('keeping an ID photo', () => {
  const resultFiles = async (uid: string) =>
    (await adminBucket().getFiles({ prefix: `users/${uid}/instant/results/` }))[0].map((f) => f.name);
  const made = (idPhoto: object) => ({
    original: photo('r_obama.jpg'),
    image: photo('r_obama.jpg'),
    printSheet: photo('r_obama.jpg'),
    idPhoto: idPhoto as never,
    processingTime: 1,
    model: 'local-engine/id',
  });

  it('leaves no result file when its edit cannot be written', async () => {
    const user = await createMember('idphoto-keep-fails', 0);
    // Firestore refuses an undefined value: the edit's write fails after the files were saved.
    const refused = made({ standard: 'kr_passport', measurements: undefined, rules: [] });
    await expect(recordIdPhoto(user.uid, refused)).rejects.toThrow(/undefined/);
    expect(await resultFiles(user.uid)).toEqual([]);
    // The same photo kept: its files are there, under the edit's folder.
    const id = await recordIdPhoto(user.uid, made({ standard: 'kr_passport', measurements: {}, rules: [] }));
    const prefix = instantStoragePath.resultDir(user.uid, id);
    expect((await resultFiles(user.uid)).every((f) => f.startsWith(prefix))).toBe(true);
    expect(await resultFiles(user.uid)).toContain(instantStoragePath.printSheet(user.uid, id));
  }, 60_000);

  it('writes nothing for an account being deleted, and brings back no document of one already gone', async () => {
    const user = await createMember('idphoto-owner-gone', 0);
    const owner = adminDb().collection('users').doc(user.uid);
    const kept = made({ standard: 'kr_passport', measurements: {}, rules: [] });
    const left = async () => ({
      files: (await adminBucket().getFiles({ prefix: `users/${user.uid}/` }))[0].map((f) => f.name),
      edits: (await adminDb().collection('instant_edits').where('userId', '==', user.uid).get()).size,
      uploads: (await adminDb().collection('instant_uploads').where('userId', '==', user.uid).get()).size,
    });
    // Account deletion marks the user document first, then erases (features/auth/account.repo.ts).
    await owner.set({ deletingAt: new Date() }, { merge: true });
    await expect(recordIdPhoto(user.uid, kept)).rejects.toThrow('auth.required');
    expect(await left()).toEqual({ files: [], edits: 0, uploads: 0 });
    // ...and deletes the user document last: a photo finishing after that does not create it again.
    await owner.delete();
    await expect(recordIdPhoto(user.uid, kept)).rejects.toThrow('auth.required');
    expect(await left()).toEqual({ files: [], edits: 0, uploads: 0 });
    expect((await owner.get()).exists).toBe(false);
  }, 60_000);
});
