// The instant line through the API on the emulators, as the page uses it: uploads checked by content and size,
// an edit debits one credit and the trigger's job (local engine) completes it with stored, owner-only results;
// nobody else can read, poll or download it.
import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { bombPng, imageForm, textAsJpeg } from '../fixtures/images';
import { adminBucket, adminDb, type TestUser } from './emulator';
import { createMember } from './payments-helpers';
import { call, edit, photo, settled, upload, userDoc } from './instant-helpers';

adminDb();

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([createMember('instant-owner', 5), createMember('instant-other', 5)]);
});

const postFile = (user: TestUser, bytes: Buffer, language = 'en') =>
  call(user, 'POST', '/instant/upload', { form: imageForm({ file: bytes }), language });

describe('POST /instant/upload', () => {
  it('keeps the original privately until it expires (so the hourly purge deletes it within 24 hours) and answers its id', async () => {
    const res = await postFile(owner, photo('r_obama.jpg'));
    expect(res.status).toBe(201);
    const { upload_id, expires_at } = res.body!;
    const doc = (await adminDb().collection('instant_uploads').doc(upload_id).get()).data()!;
    expect(doc).toMatchObject({ userId: owner.uid, mimeType: 'image/jpeg', deletedAt: null });
    // 23 hours from the upload (the server clock and Firestore's may differ by moments).
    const kept = doc.expiresAt.toMillis() - doc.createdAt.toMillis();
    expect(Math.abs(kept - 23 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(new Date(expires_at).getTime()).toBe(doc.expiresAt.toMillis());
    const [exists] = await adminBucket().file(doc.path).exists();
    expect(doc.path).toBe(`users/${owner.uid}/instant/originals/${upload_id}`);
    expect(exists).toBe(true);
  });

  it('accepts a GIF and keeps it as a still PNG', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08' } })
      .gif()
      .toBuffer();
    const res = await postFile(owner, gif);
    expect(res.status).toBe(201);
    const doc = (await adminDb().collection('instant_uploads').doc(res.body!.upload_id).get()).data()!;
    expect([doc.mimeType, doc.width, doc.height]).toEqual(['image/png', 40, 30]);
    const [stored] = await adminBucket().file(doc.path).download();
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('refuses a text file renamed to .jpg with 415', async () => {
    const res = await postFile(owner, textAsJpeg());
    expect(res.status).toBe(415);
    expect(res.body!.code).toBe('upload.not_image');
  });

  it('refuses files over 20 MB with 413', async () => {
    const big = Buffer.concat([photo('test1024.jpg'), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await postFile(owner, big);
    expect(res.status).toBe(413);
    expect(res.body!.detail).toBe('File size must be 20MB or less.');
  });

  it('refuses a 20001x20001 PNG by its header with 413', async () => {
    const res = await postFile(owner, bombPng());
    expect(res.status).toBe(413);
    expect(res.body!.code).toBe('imaging.too_many_pixels');
  });
});

describe('POST /instant/edit', () => {
  it("answers 404 for another user's upload, debiting nothing", async () => {
    const theirs = await upload(stranger);
    const res = await edit(owner, theirs, 'linkedin');
    expect(res.status).toBe(404);
    expect(res.body!.code).toBe('instant.upload_not_found');
    expect((await userDoc(owner.uid)).credits.instant).toBe(5);
  });

  it('refuses an upload past its 24 hours with 410', async () => {
    const id = await upload(owner);
    await adminDb()
      .collection('instant_uploads')
      .doc(id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await edit(owner, id, 'linkedin');
    expect(res.status).toBe(410);
    expect(res.body!.code).toBe('instant.upload_expired');
  });

  it("answers 402 with the spec's message at zero credits", async () => {
    const broke = await createMember('instant-broke', 0);
    const res = await edit(broke, await upload(broke), 'linkedin');
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      code: 'instant.insufficient_credits',
      detail: '생성 크레딧이 부족합니다. 크레딧을 구매해주세요.',
    });
    expect(await adminDb().collection('instant_edits').where('userId', '==', broke.uid).get()).toHaveProperty(
      'size',
      0,
    );
  });
});

describe('an edit on the local engine', () => {
  it('completes a business preset: one credit spent, the photo counted, results served to the owner only', async () => {
    const user = await createMember('instant-business', 3);
    const started = await edit(user, await upload(user), 'linkedin');
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ edit_id: expect.any(String), status: 'pending' });
    const id = started.body!.edit_id as string;
    expect((await userDoc(user.uid)).credits.instant).toBe(2);

    const doc = await settled(id);
    expect(doc).toMatchObject({
      status: 'completed',
      provider: 'local',
      model: 'local-engine/studio',
      localLook: 'studio',
      outputs: [`users/${user.uid}/instant/results/${id}/0.jpg`],
      error: null,
    });
    expect(doc.processingTime).toBeGreaterThan(0);
    expect(doc.expiresAt!.toDate().getTime() - doc.completedAt!.toDate().getTime()).toBe(
      365 * 24 * 60 * 60 * 1000,
    );
    const profile = await userDoc(user.uid);
    expect([profile.credits.instant, profile.totalGenerations]).toEqual([2, 1]);

    const status = await call(user, 'GET', `/instant/${id}/status`);
    expect(status.body).toMatchObject({
      edit_id: id,
      status: 'completed',
      preset_id: 'linkedin',
      outputs: [`/instant/${id}/images/0`],
      original_url: `/instant/${id}/original`,
      local_look: 'studio',
      // The rectangle of the original the result shows, for the before/after view.
      frame: {
        x: expect.any(Number),
        y: expect.any(Number),
        width: expect.any(Number),
        height: expect.any(Number),
      },
    });
    const list = await call(user, 'GET', '/instant/list?limit=5');
    expect(list.body!.items.map((i: { edit_id: string }) => i.edit_id)).toEqual([id]);

    const preview = await call(user, 'GET', `/instant/${id}/images/0`);
    expect(preview.status).toBe(200);
    expect(preview.res.headers.get('cache-control')).toMatch(/^private/);
    const hd = await call(user, 'GET', `/instant/${id}/images/0?variant=hd`);
    expect(hd.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bitna-linkedin-.*-hd\.jpg"$/,
    );
    const previewSize = await sharp(Buffer.from(await preview.res.arrayBuffer())).metadata();
    const hdSize = await sharp(Buffer.from(await hd.res.arrayBuffer())).metadata();
    expect(Math.max(previewSize.width!, previewSize.height!)).toBeLessThanOrEqual(1024);
    expect(hdSize.format).toBe('jpeg');

    // Another user: the same answers as for an edit that does not exist.
    for (const path of [
      `/instant/${id}/status`,
      `/instant/${id}/images/0`,
      `/instant/${id}/images/0?variant=hd`,
      `/instant/${id}/original`,
      `/instant/${id}/print-sheet`,
    ]) {
      const res = await call(stranger, 'GET', path);
      expect([path, res.status, res.body?.code]).toEqual([path, 404, 'instant.not_found']);
    }
    const theirList = await call(stranger, 'GET', '/instant/list');
    expect(theirList.body!.items.map((i: { edit_id: string }) => i.edit_id)).not.toContain(id);
    expect((await call(null, 'GET', `/instant/${id}/status`)).status).toBe(401);
  }, 120_000);

  it('makes the passport preset as a measured ID photo with its print sheet', async () => {
    const user = await createMember('instant-passport', 1);
    const started = await edit(user, await upload(user), 'passport');
    const id = started.body!.edit_id as string;
    const doc = await settled(id);
    expect(doc).toMatchObject({ status: 'completed', localLook: 'id' });
    expect(doc.idPhoto).toMatchObject({ standard: 'kr_passport' });
    expect(doc.idPhoto!.measurements.headHeightMm).toBeGreaterThanOrEqual(32);
    expect(doc.idPhoto!.measurements.headHeightMm).toBeLessThanOrEqual(36);
    const status = await call(user, 'GET', `/instant/${id}/status`);
    expect(status.body!.print_sheet_url).toBe(`/instant/${id}/print-sheet`);
    expect(status.body!.id_photo.standard).toBe('kr_passport');
    const sheet = await call(user, 'GET', `/instant/${id}/print-sheet`);
    const size = await sharp(Buffer.from(await sheet.res.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([1800, 1200]);
    expect((await userDoc(user.uid)).credits.instant).toBe(0);
  }, 120_000);
});
