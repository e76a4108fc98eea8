// The likeness guarantee end to end on the emulators, with fakes that return whose face the test asks for
// (tests/fakes/faces.ts: a prompt holding "face=<photo>"): a studio generation on fal and instant edits on
// Gemini and fal whose result is another person's face (a Korean man's, against Obama's photos) are marked low and their
// credit comes back exactly once, in the transaction that stores the scores, also under a repeated trigger, a
// replayed delivery and a webhook that arrives after the reconcile settled the job; results that are the person
// (another photo of Obama) keep their credit. The status answers show the scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationDoc, InstantEditDoc, Likeness } from '../../functions/src/contracts';
import { generationLine } from '../../functions/src/features/studio/generation/generation.line';
import { instantLine } from '../../functions/src/features/instant/instant.line';
import { runJob, type JobDeps } from '../../functions/src/jobs';
import { SAME_PERSON_THRESHOLD } from '../../functions/src/imaging/similarity';
import {
  falStudioGenerator,
  geminiInstantEditor,
  localInstantEditor,
  type InstantEditor,
} from '../../functions/src/providers/ai';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../fakes/fal';
import { FAKE_GEMINI_KEY, startFakeGemini, type FakeGemini } from '../fakes/gemini';
import { fakePort } from '../fakes/ports';
import { adminDb, untilDoc, type TestUser } from './emulator';
import { acceptedDelivery, completedByReconcile, postDelivery } from './fal-helpers';
import { call, editWith, settled } from './instant-helpers';
import { createMember } from './payments-helpers';
import {
  generationDoc,
  generationMember,
  readyTraining,
  referenceOf,
  settledGeneration,
  started,
  userDoc,
} from './studio-generation-helpers';

adminDb();

/** Scoring loads the identity model in the emulated functions, and the reference set is made here: slow at first. */
const SCORED = 150_000;

let fal: FakeFal;
let gemini: FakeGemini;
beforeAll(async () => {
  [fal, gemini] = await Promise.all([
    startFakeFal({ port: fakePort('fal') }),
    startFakeGemini({ port: fakePort('gemini') }),
  ]);
});
afterAll(() => Promise.all([fal.close(), gemini.close()]));

/** Another person's face (the originals and the training are Obama's) and another photo of the person. */
const NOT_THE_PERSON = 'face=faces-diverse/kr_man_suit_white_bg_idstyle.jpg';
const THE_PERSON = 'face=r_obama3.jpg';

/** The ledger entries of a job, its debit (ref = id) and its likeness refund (ref = id:likeness). */
async function ledgerOf(uid: string, jobId: string) {
  const snap = await adminDb().collection('users').doc(uid).collection('ledger').get();
  return snap.docs
    .map((d) => d.data())
    .filter((e) => e.ref === jobId || e.ref === `${jobId}:likeness`)
    .map((e) => ({
      kind: e.kind as string,
      amount: e.amount as number,
      reason: (e.reason as string) ?? null,
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

const instantDeps: JobDeps<InstantEditor> = {
  portFor: (provider) =>
    provider === 'gemini'
      ? geminiInstantEditor({ apiKey: FAKE_GEMINI_KEY, baseUrl: gemini.url, model: 'gemini-3.1-flash-image' })
      : localInstantEditor(),
};
const generatorFor = () =>
  falStudioGenerator({
    key: FAKE_FAL_KEY,
    queueBaseUrl: fal.url,
    restBaseUrl: fal.url,
    generationModel: 'fal-ai/flux-lora',
  });

async function obamaTraining(user: TestUser) {
  const id = await readyTraining(user.uid, 'fal');
  await adminDb()
    .collection('trainings')
    .doc(id)
    .update({ reference: await referenceOf(user.uid, id) });
  return id;
}

const low = (l: Likeness | undefined) =>
  l?.level === 'low' && l.score !== null && l.score < SAME_PERSON_THRESHOLD;

describe('an instant edit whose result is another person', () => {
  it(
    'on Gemini: marked low, its credit back once, shown with its score; a repeated trigger changes nothing',
    async () => {
      const user = await createMember('likeness-gemini', 1);
      const id = await editWith(user, 'gemini', 'linkedin', NOT_THE_PERSON);
      const doc = await settled(id);
      expect(doc.status).toBe('completed');
      expect(low(doc.likeness?.[0])).toBe(true);
      expect(doc.likeness![0]).toMatchObject({ same_person: false, own_photo: false, refunded: true });
      expect(doc.likenessRefund?.credits).toBe(1);
      expect(await ledgerOf(user.uid, id)).toEqual([
        { kind: 'consume', amount: -1, reason: null },
        { kind: 'refund', amount: 1, reason: 'likeness' },
      ]);
      expect((await userDoc(user.uid)).credits.instant).toBe(1);

      // The trigger again: the job is settled, nothing moves.
      expect(await runJob(instantLine, id, instantDeps)).toBe('skipped');
      expect(await ledgerOf(user.uid, id)).toHaveLength(2);
      expect((await userDoc(user.uid)).credits.instant).toBe(1);

      const view = await call(user, 'GET', `/instant/${id}/status`);
      expect(view.body).toMatchObject({ likeness_refund: 1, likeness: [{ level: 'low', refunded: true }] });
      expect(view.body!.likeness[0].score).toBe(doc.likeness![0]!.score);
    },
    SCORED,
  );

  it(
    'on fal: refunded once though the delivery is replayed',
    async () => {
      const user = await createMember('likeness-fal', 1);
      const id = await editWith(user, 'fal', 'linkedin', NOT_THE_PERSON);
      const doc = await settled(id);
      expect(low(doc.likeness?.[0])).toBe(true);
      const delivery = await acceptedDelivery(fal, doc.providerJobId!);
      expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
      expect(await postDelivery(delivery)).toEqual({ status: 200, outcome: 'duplicate' });
      expect(await ledgerOf(user.uid, id)).toEqual([
        { kind: 'consume', amount: -1, reason: null },
        { kind: 'refund', amount: 1, reason: 'likeness' },
      ]);
      expect((await userDoc(user.uid)).credits.instant).toBe(1);
    },
    SCORED,
  );
});

describe('an instant edit whose result is the person', () => {
  it(
    'keeps its credit, and shows a same-person score',
    async () => {
      const user = await createMember('likeness-same', 1);
      const id = await editWith(user, 'gemini', 'linkedin', THE_PERSON);
      const doc = await settled(id);
      expect(doc.likeness?.[0]).toMatchObject({ same_person: true, refunded: false });
      expect(doc.likeness![0]!.score).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
      expect(doc.likenessRefund ?? null).toBeNull();
      expect(await ledgerOf(user.uid, id)).toEqual([{ kind: 'consume', amount: -1, reason: null }]);
      expect((await userDoc(user.uid)).credits.instant).toBe(0);
    },
    SCORED,
  );

  it(
    'is not scored on a preset that does not keep the face',
    async () => {
      const user = await createMember('likeness-anime', 1);
      const id = await editWith(user, 'gemini', 'anime', NOT_THE_PERSON);
      const doc: InstantEditDoc = await settled(id);
      expect(doc.likeness).toBeUndefined();
      expect(await ledgerOf(user.uid, id)).toEqual([{ kind: 'consume', amount: -1, reason: null }]);
    },
    SCORED,
  );
});

describe('a studio generation on fal', () => {
  it(
    'gives back the credit of the one image that is another person, once, though the webhook comes after the reconcile',
    async () => {
      const user = await generationMember('likeness-gen', 2);
      const training = await obamaTraining(user);
      fal.loseWebhooks = true;
      let id: string;
      try {
        id = await started(user, { training_id: training, num_images: 2, prompt: `${NOT_THE_PERSON} once` });
        await untilDoc<GenerationDoc>('generations', id, (d) => !!d.providerJobId);
        await completedByReconcile(generationLine, id, generatorFor);
      } finally {
        fal.loseWebhooks = false;
      }
      const doc = await generationDoc(id);
      expect(doc.status).toBe('completed');
      // The other man's face scored low; the fake's plain image has no face: unknown, neither low nor refunded.
      const lows = doc.identity.filter(low);
      expect(lows).toHaveLength(1);
      expect(lows[0]!.refunded).toBe(true);
      expect(doc.identity.filter((i) => i.refunded)).toHaveLength(1);
      expect(doc.likenessRefund?.credits).toBe(1);

      // The webhook arrives late, twice: the job is settled, no second refund.
      expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
      expect((await fal.redeliver(doc.providerJobId!)).status).toBe(200);
      expect(await runJob(generationLine, id, { portFor: generatorFor })).toBe('skipped');
      expect(await ledgerOf(user.uid, id)).toEqual([
        { kind: 'consume', amount: -2, reason: null },
        { kind: 'refund', amount: 1, reason: 'likeness' },
      ]);
      expect((await userDoc(user.uid)).credits.generation).toBe(1);

      const view = await call(user, 'GET', `/generation/${id}/status`);
      expect(view.body!.likeness_refund).toBe(1);
      expect(view.body!.identity.map((i: Likeness) => i.level)).toContain('low');
    },
    SCORED,
  );

  it(
    'keeps the credits of images that are the person',
    async () => {
      const user = await generationMember('likeness-gen-same', 2);
      const training = await obamaTraining(user);
      const id = await started(user, { training_id: training, num_images: 2, prompt: THE_PERSON });
      const doc = await settledGeneration(id);
      expect(doc.status).toBe('completed');
      expect(doc.identity).toHaveLength(2);
      for (const image of doc.identity) {
        expect(image.score).toBeGreaterThanOrEqual(SAME_PERSON_THRESHOLD);
        expect(image).toMatchObject({ same_person: true, refunded: false });
      }
      expect(doc.likenessRefund ?? null).toBeNull();
      expect(await ledgerOf(user.uid, id)).toEqual([{ kind: 'consume', amount: -2, reason: null }]);
      expect((await userDoc(user.uid)).credits.generation).toBe(0);
    },
    SCORED,
  );
});
