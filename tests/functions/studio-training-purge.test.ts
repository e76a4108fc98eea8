// The purge of unused upload sessions, run with a controllable clock on the emulators: a session never trained
// on is deleted with its photos once TRAINING_UPLOAD_TTL_MS has passed, not before; a session a training was
// started from stays (its photos belong to the training).
import { describe, expect, it } from 'vitest';
import { TRAINING_UPLOAD_TTL_MS } from '../../functions/src/features/studio/training/training.repo';
import { purgeUploadSessions } from '../../functions/src/features/studio/training/purge-uploads';
import { adminDb } from './emulator';
import { createTrainee, fileExists, seedReadySession } from './studio-helpers';

adminDb();
const HOUR = 60 * 60 * 1000;
// The clock starts in the past, so no session made by another suite is ever due in these runs.
const T0 = Date.parse('2020-03-01T00:00:00Z');

describe('purgeUploadSessions', () => {
  it('deletes unused sessions and their photos after 24 hours, once, and keeps the used ones', async () => {
    const user = await createTrainee('purge', 0);
    const unused = await seedReadySession(user.uid, 10, { expiresAt: T0 + TRAINING_UPLOAD_TTL_MS });
    const used = await seedReadySession(user.uid, 10, { expiresAt: T0 + TRAINING_UPLOAD_TTL_MS });
    await adminDb().collection('training_uploads').doc(used.id).update({ trainingId: 'some-training' });

    expect(await purgeUploadSessions(T0 + TRAINING_UPLOAD_TTL_MS - HOUR)).toEqual({ sessions: 0, files: 0 });
    expect(await fileExists(unused.photos[0]!.path)).toBe(true);

    expect(await purgeUploadSessions(T0 + TRAINING_UPLOAD_TTL_MS + HOUR)).toEqual({ sessions: 1, files: 10 });
    expect((await adminDb().collection('training_uploads').doc(unused.id).get()).exists).toBe(false);
    for (const p of unused.photos) expect(await fileExists(p.path)).toBe(false);
    expect((await adminDb().collection('training_uploads').doc(used.id).get()).exists).toBe(true);
    for (const p of used.photos) expect(await fileExists(p.path)).toBe(true);
    expect(await purgeUploadSessions(T0 + TRAINING_UPLOAD_TTL_MS + HOUR)).toEqual({ sessions: 0, files: 0 });
  });
});
