// Retention of the instant line on the Firestore and Storage emulators (security review L6): the purge, run with
// a controllable clock, deletes originals 24 hours after upload and results one year after they were made, only
// those, and only once; account deletion takes everything of the user and nothing of anyone else.
// The clock starts in the past, so no real upload made by another suite is ever due in these runs.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { INSTANT_ORIGINAL_TTL_MS, INSTANT_RESULT_TTL_MS } from '../../functions/src/contracts/instant';
import { deleteAccount } from '../../functions/src/features/auth/delete-account';
import { instantLine } from '../../functions/src/features/instant/instant.line';
import { instantOriginalsRule } from '../../functions/src/features/instant/purge-instant';
import { purgeDue, resultsRule } from '../../functions/src/jobs';
import { instantStoragePath as paths } from '../../functions/src/features/instant/storage-paths';
// The functions' own Admin module: in this process it reads the default bucket from FIREBASE_CONFIG.
import { auth, bucket, db } from '../../functions/src/shared/firebase';
import { createUser } from './emulator';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2020-03-01T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const ts = (ms: number) => Timestamp.fromMillis(T0 + ms);
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const exists = async (path: string) => (await bucket().file(path).exists())[0];
const save = (path: string) => bucket().file(path).save(Buffer.from('jpeg'));
const uploadDoc = (id: string) => db().collection('instant_uploads').doc(id).get();
const editDoc = (id: string) => db().collection('instant_edits').doc(id).get();
/** The instant line's rules (the hourly run purges them among the others). */
const purgeInstant = ({ now, pageSize }: { now: Date; pageSize?: number }) =>
  purgeDue([instantOriginalsRule, resultsRule(instantLine)], { now, pageSize });

/** An original uploaded `uploadedAt` ms after T0, stored with its file. */
async function seedUpload(uid: string, uploadedAt: number) {
  const id = unique('upload');
  const path = paths.original(uid, id);
  await save(path);
  await db()
    .collection('instant_uploads')
    .doc(id)
    .set({
      userId: uid,
      path,
      mimeType: 'image/jpeg',
      width: 1024,
      height: 1024,
      bytes: 4,
      createdAt: ts(uploadedAt),
      expiresAt: ts(uploadedAt + INSTANT_ORIGINAL_TTL_MS),
      deletedAt: null,
    });
  return { id, path };
}

/** An edit of `upload` completed at `completedAt` (null: failed, no results); `stored: false` skips the files. */
async function seedEdit(
  uid: string,
  upload: { id: string; path: string },
  completedAt: number | null,
  stored = true,
) {
  const id = unique('edit');
  const outputs = completedAt === null ? [] : [paths.result(uid, id, 0), paths.result(uid, id, 1)];
  const printSheetPath = completedAt === null ? null : paths.printSheet(uid, id);
  if (stored) await Promise.all([...outputs, ...(printSheetPath ? [printSheetPath] : [])].map(save));
  await db()
    .collection('instant_edits')
    .doc(id)
    .set({
      userId: uid,
      presetId: 'passport',
      status: completedAt === null ? 'failed' : 'completed',
      provider: 'local',
      uploadId: upload.id,
      originalPath: upload.path,
      outputs,
      printSheetPath,
      completedAt: completedAt === null ? null : ts(completedAt),
      expiresAt: completedAt === null ? null : ts(completedAt + INSTANT_RESULT_TTL_MS),
    });
  return { id, files: [...outputs, ...(printSheetPath ? [printSheetPath] : [])] };
}

describe('retention of the instant line', () => {
  it('deletes originals within 24 hours and results after a year, once, and touches no other user', async () => {
    const [me, other] = [unique('retention-me'), unique('retention-other')];
    // Three originals (more than a page of 2), one uploaded two hours later than the others.
    const first = await seedUpload(me, 0);
    const second = await seedUpload(me, 0);
    const early = [first, second];
    const later = await seedUpload(me, 2 * HOUR);
    const done = await seedEdit(me, first, 60_000);
    // Its preview, which no document field names, goes with it.
    const preview = paths.preview(me, done.id, 0);
    await save(preview);
    const monthLater = await seedEdit(me, second, 30 * DAY);
    const failed = await seedEdit(me, later, null);
    // A result made later still, one of whose files was never stored: its purge must not trip on it.
    const partial = await seedEdit(me, later, 31 * DAY, false);
    await save(paths.result(me, partial.id, 0));
    // Another user's upload and result, due long after every run here, and a file no document names.
    const theirs = await seedUpload(other, 10_000 * DAY);
    const theirEdit = await seedEdit(other, theirs, 10_000 * DAY);
    const stray = `users/${other}/instant/results/stray/0.jpg`;
    await save(stray);
    const theirFiles = [theirs.path, ...theirEdit.files, stray];
    const purge = (now: number) => purgeInstant({ now: at(now), pageSize: 2 });

    // +22 h: nothing is due (originals are due 23 h after upload).
    expect(await purge(22 * HOUR)).toEqual({ originals: 0, instant_edits: 0, failed: 0 });
    for (const upload of [...early, later]) expect(await exists(upload.path)).toBe(true);
    expect((await uploadDoc(first.id)).get('deletedAt')).toBeNull();

    // +24 h: the two early originals are gone and tombstoned; the later one and every result stay.
    expect(await purge(24 * HOUR)).toEqual({ originals: 2, instant_edits: 0, failed: 0 });
    for (const upload of early) {
      expect(await exists(upload.path)).toBe(false);
      const tombstone = await uploadDoc(upload.id);
      expect(tombstone.get('deletedAt')).toEqual(ts(24 * HOUR));
      expect(tombstone.get('userId')).toBe(me);
    }
    expect(await exists(later.path)).toBe(true);
    expect((await uploadDoc(later.id)).get('deletedAt')).toBeNull();
    for (const file of [...done.files, ...monthLater.files]) expect(await exists(file)).toBe(true);
    expect((await editDoc(done.id)).exists).toBe(true);

    // Running again at the same time changes nothing (the tombstones are not read again).
    expect(await purge(24 * HOUR)).toEqual({ originals: 0, instant_edits: 0, failed: 0 });
    expect((await uploadDoc(first.id)).get('deletedAt')).toEqual(ts(24 * HOUR));

    // +366 days: the later original and the first result (made a year and a day ago) are gone with its document;
    // the result made a month later and the failed edit stay.
    expect(await purge(366 * DAY)).toEqual({ originals: 1, instant_edits: 1, failed: 0 });
    expect(await exists(later.path)).toBe(false);
    for (const file of [...done.files, preview]) expect(await exists(file)).toBe(false);
    expect((await editDoc(done.id)).exists).toBe(false);
    for (const file of monthLater.files) expect(await exists(file)).toBe(true);
    expect((await editDoc(monthLater.id)).exists).toBe(true);
    expect((await editDoc(failed.id)).exists).toBe(true);
    expect(await purge(366 * DAY)).toEqual({ originals: 0, instant_edits: 0, failed: 0 });

    // +400 days: the later results go too, the one with a missing file included.
    expect(await purge(400 * DAY)).toEqual({ originals: 0, instant_edits: 2, failed: 0 });
    for (const file of [...monthLater.files, ...partial.files]) expect(await exists(file)).toBe(false);
    expect((await editDoc(partial.id)).exists).toBe(false);
    expect((await editDoc(failed.id)).exists).toBe(true);

    for (const file of theirFiles) expect(await exists(file), file).toBe(true);
    expect((await uploadDoc(theirs.id)).get('deletedAt')).toBeNull();
    expect((await editDoc(theirEdit.id)).exists).toBe(true);
  });

  it("refuses a document that names a file outside its owner's folder, and leaves that file", async () => {
    const [me, victim] = [unique('retention-forged'), unique('retention-victim')];
    const victimFile = paths.original(victim, 'photo');
    await save(victimFile);
    const forged = unique('upload');
    await db()
      .collection('instant_uploads')
      .doc(forged)
      .set({ userId: me, path: victimFile, expiresAt: ts(0), deletedAt: null });
    try {
      expect(await purgeInstant({ now: at(DAY) })).toEqual({ originals: 0, instant_edits: 0, failed: 1 });
      expect(await exists(victimFile)).toBe(true);
      expect((await uploadDoc(forged)).get('deletedAt')).toBeNull();
    } finally {
      await db().collection('instant_uploads').doc(forged).delete();
    }
  });
});

describe('account deletion', () => {
  it("removes the user's instant files and documents, tombstones included, and nobody else's", async () => {
    const [user, other] = await Promise.all([createUser('retention-delete'), createUser('retention-keep')]);
    const seed = async (uid: string) => {
      const purged = await seedUpload(uid, 0);
      const fresh = await seedUpload(uid, 10_000 * DAY);
      const edit = await seedEdit(uid, fresh, 10_000 * DAY);
      await db()
        .collection('instant_uploads')
        .doc(purged.id)
        .update({ deletedAt: ts(DAY) });
      const studio = `users/${uid}/studio/model.bin`;
      await save(studio);
      return { uploads: [purged.id, fresh.id], edit: edit.id, files: [fresh.path, ...edit.files, studio] };
    };
    const [mine, theirs] = [await seed(user.uid), await seed(other.uid)];

    await deleteAccount(user.uid);

    for (const file of mine.files) expect(await exists(file), file).toBe(false);
    const [left] = await bucket().getFiles({ prefix: `users/${user.uid}/` });
    expect(left).toHaveLength(0);
    for (const id of mine.uploads) expect((await uploadDoc(id)).exists).toBe(false);
    expect((await editDoc(mine.edit)).exists).toBe(false);
    await expect(auth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    for (const file of theirs.files) expect(await exists(file), file).toBe(true);
    for (const id of theirs.uploads) expect((await uploadDoc(id)).exists).toBe(true);
    expect((await editDoc(theirs.edit)).exists).toBe(true);
  });
});
