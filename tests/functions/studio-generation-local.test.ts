// A generation on the local engine end to end on the emulators: headshots composed from the training's
// reference crops, stored best identity first with a score each, `num_images` credits spent and the photos-made
// count raised by as many.
import { describe, expect, it } from 'vitest';
import { adminBucket, adminDb } from './emulator';
import {
  call,
  entriesFor,
  generationMember,
  readyTraining,
  settledGeneration,
  started,
  userDoc,
} from './studio-generation-helpers';

adminDb();

describe('a generation on the local engine', () => {
  // Real engine work (three headshots, each scored) in the functions emulator: more than the default 30 s under load.
  it('completes with every image stored, scored for identity and ranked best first', async () => {
    const user = await generationMember('genlocal', 3);
    const training = await readyTraining(user.uid, 'local');
    const id = await started(user, { training_id: training, num_images: 3, style: 'professional' });
    const doc = await settledGeneration(id);
    expect([doc.status, doc.error]).toEqual(['completed', null]);
    expect(doc).toMatchObject({ status: 'completed', provider: 'local' });
    expect(doc.images).toEqual([0, 1, 2].map((i) => `users/${user.uid}/studio/generations/${id}/${i}.png`));
    for (const path of doc.images) expect((await adminBucket().file(path).exists())[0]).toBe(true);
    const scores = doc.identity.map((s) => s.score);
    expect(scores.every((s) => typeof s === 'number')).toBe(true);
    expect([...scores].sort((a, b) => b! - a!)).toEqual(scores);
    // Composed from crops of one person: the results are that person.
    expect(doc.identity.every((s) => s.same_person)).toBe(true);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    const profile = await userDoc(user.uid);
    expect([profile.credits.generation, profile.totalGenerations]).toEqual([0, 3]);
    const hd = await call(user, 'GET', `/generation/${id}/images/0?variant=hd`);
    expect([hd.status, hd.res.headers.get('content-type')]).toEqual([200, 'image/png']);
  }, 90_000);
});
