// The generation calls on the emulators (through Hosting, as the /generate page makes them): start debits the
// images it asks for in the job's own transaction and never overspends, the limits of spec §5 answer 400 with
// a translated detail, only the owner's ready training can be used, another user's generation is 404 through
// every call, cancel refunds once, the list pages by offset and training, and results are served owner-only.
// Generations here run on trainings of provider fal (against the fake fal); the local engine's run is in
// studio-generation-local.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationListResponseSchema, generationViewSchema } from '../../functions/src/contracts';
import { startFakeFal, type FakeFal } from '../fakes/fal';
import { fakePort } from '../fakes/ports';
import { adminDb, createUser } from './emulator';
import {
  call,
  entriesFor,
  generationDoc,
  generationMember,
  hungGeneration,
  readyTraining,
  settledGeneration,
  startGeneration,
  started,
  userDoc,
} from './studio-generation-helpers';
import { editWith, settled } from './instant-helpers';
import { memberWith } from './payments-helpers';

adminDb();

let fal: FakeFal;
beforeAll(async () => {
  fal = await startFakeFal({ port: fakePort('fal') });
});
afterAll(() => fal.close());

describe('POST /generation/start', () => {
  it('lets exactly the affordable starts through when ten race for five credits', async () => {
    const user = await generationMember('gen-race', 5);
    const training = await readyTraining(user.uid, 'fal');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => startGeneration(user, { training_id: training, num_images: 1 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(202), ...Array(5).fill(402)]);
    const refused = answers.find((a) => a.status === 402)!;
    expect(refused.body).toMatchObject({ code: 'generation.insufficient_credits' });
    expect(refused.body!.detail).toMatch(/크레딧/);
    expect((await userDoc(user.uid)).credits.generation).toBe(0);
    const made = await adminDb().collection('generations').where('userId', '==', user.uid).get();
    expect(made.size).toBe(5);
    // Ten credits transactions on one user queue behind each other on a busy machine.
  }, 90_000);

  it('debits num_images credits, prefixes the trigger word and keeps the request', async () => {
    const user = await generationMember('gen-start', 4);
    const training = await readyTraining(user.uid, 'fal');
    const id = await started(user, {
      training_id: training,
      num_images: 3,
      prompt: 'in a grey suit',
      seed: 7,
    });
    const doc = await generationDoc(id);
    expect(doc).toMatchObject({
      userId: user.uid,
      type: 'lora_generation',
      prompt: 'ohwx person in a grey suit',
      displayPrompt: 'in a grey suit',
      provider: 'fal',
      trainingId: training,
      request: { num_images: 3, guidance_scale: 3.5, num_inference_steps: 28, width: 1024, seed: 7 },
    });
    expect((await userDoc(user.uid)).credits.generation).toBe(1);
    // A prompt that already starts with the trigger word is kept as written.
    const second = await started(user, { training_id: training, prompt: 'OHWX person smiling' });
    expect((await generationDoc(second)).prompt).toBe('OHWX person smiling');
  });

  it.each([
    ['num_images', { num_images: 5 }],
    ['num_images', { num_images: 0 }],
    ['guidance_scale', { guidance_scale: 3.25 }],
    ['guidance_scale', { guidance_scale: 10.5 }],
    ['num_inference_steps', { num_inference_steps: 19 }],
    ['num_inference_steps', { num_inference_steps: 51 }],
    ['width', { width: 640 }],
    ['height', { height: 2048 }],
    ['output_format', { output_format: 'gif' }],
    ['lora_scale', { lora_scale: 0.85 }],
    ['prompt', { prompt: '   ' }],
  ])('refuses %s out of the spec limits (%o) with 400 and a translated detail', async (field, body) => {
    const user = await generationMember('gen-limits', 10);
    const training = await readyTraining(user.uid, 'fal');
    const ko = await startGeneration(user, { training_id: training, ...(body as object) });
    expect(ko.status).toBe(400);
    expect(ko.body).toMatchObject({ code: 'request.invalid_field' });
    expect(ko.body!.detail).toContain(field);
    const en = await call(user, 'POST', '/generation/start', {
      json: { training_id: training, prompt: 'x', ...(body as object) },
      language: 'en',
    });
    expect(en.body!.detail).not.toBe(ko.body!.detail);
    expect((await userDoc(user.uid)).credits.generation).toBe(10);
  });

  it("answers 404 for another user's training and 409 for one not ready, debiting nothing", async () => {
    const owner = await generationMember('gen-owner', 3);
    const other = await generationMember('gen-other', 3);
    const training = await readyTraining(owner.uid, 'fal');
    const missing = await startGeneration(other, { training_id: training });
    expect([missing.status, missing.body!.code]).toEqual([404, 'generation.training_not_found']);
    const busy = await readyTraining(owner.uid, 'fal', { status: 'training', loraUrl: null, backup: null });
    const notReady = await startGeneration(owner, { training_id: busy });
    expect([notReady.status, notReady.body!.code]).toEqual([409, 'generation.training_not_ready']);
    expect((await userDoc(other.uid)).credits.generation).toBe(3);
    expect((await userDoc(owner.uid)).credits.generation).toBe(3);
  });
});

describe('a generation after the start', () => {
  it('is served to its owner only: status, images, cancel and list answer 404 or nothing to anyone else', async () => {
    const owner = await generationMember('gen-mine', 2);
    const stranger = await generationMember('gen-stranger', 2);
    const training = await readyTraining(owner.uid, 'fal');
    const id = await started(owner, { training_id: training, num_images: 2, output_format: 'jpeg' });
    const doc = await settledGeneration(id);
    expect(doc.status).toBe('completed');

    const status = await call(owner, 'GET', `/generation/${id}/status`);
    expect(status.status).toBe(200);
    const view = generationViewSchema.parse(status.body);
    expect(view).toMatchObject({ generation_id: id, status: 'completed', training_id: training });
    expect(view.images).toEqual([`/generation/${id}/images/0`, `/generation/${id}/images/1`]);
    expect(view.identity).toHaveLength(2);

    const preview = await call(owner, 'GET', `/generation/${id}/images/0`);
    expect(preview.status).toBe(200);
    expect(preview.res.headers.get('content-type')).toBe('image/jpeg');
    expect(preview.res.headers.get('cache-control')).toMatch(/^private/);
    const hd = await call(owner, 'GET', `/generation/${id}/images/1?variant=hd`);
    expect(hd.status).toBe(200);
    expect(hd.res.headers.get('content-disposition')).toMatch(/attachment; filename=".*-2-hd\.jpg"/);
    expect((await call(owner, 'GET', `/generation/${id}/images/2`)).status).toBe(404);

    for (const [method, path] of [
      ['GET', `/generation/${id}/status`],
      ['GET', `/generation/${id}/images/0`],
      ['GET', `/generation/${id}/images/0?variant=hd`],
      ['DELETE', `/generation/${id}/cancel`],
    ] as const) {
      const res = await call(stranger, method, path);
      expect([path, res.status, res.body?.code]).toEqual([path, 404, 'generation.not_found']);
    }
    expect((await call(stranger, 'GET', `/generation/list?training_id=${training}`)).body).toEqual([]);
    expect((await call(null, 'GET', `/generation/${id}/status`)).status).toBe(401);
  });

  it('N2: is cancelled while queued at fal: removed there, failed, credits back once, a second cancel is 409', async () => {
    const user = await generationMember('gen-cancel', 2);
    const training = await readyTraining(user.uid, 'fal');
    const { id } = await hungGeneration(fal, user, { training_id: training, num_images: 2 }, 'holdQueue');
    const res = await call(user, 'DELETE', `/generation/${id}/cancel`);
    expect([res.status, res.body]).toEqual([200, { success: true, status: 'failed' }]);
    const doc = await generationDoc(id);
    expect(doc).toMatchObject({ status: 'failed', error: 'generation.cancelled' });
    expect(fal.jobs.get(doc.providerJobId!)!.cancelledInQueue).toBe(true);
    const again = await call(user, 'DELETE', `/generation/${id}/cancel`);
    expect([again.status, again.body!.code]).toEqual([409, 'generation.not_cancellable']);
    expect(await entriesFor(user.uid, id)).toEqual(['consume', 'refund']);
    expect((await userDoc(user.uid)).credits.generation).toBe(2);
    const view = (await call(user, 'GET', `/generation/${id}/status`, { language: 'en' })).body!;
    expect(view).toMatchObject({ status: 'failed', error_code: 'generation.cancelled', images: [] });
    expect(view.error).toMatch(/cancelled/i);
  });

  it('N2: is not cancelled (nor refunded) once fal runs it: 409, and its result still completes it', async () => {
    const user = await generationMember('gen-cancel-running', 2);
    const training = await readyTraining(user.uid, 'fal');
    const { id, jobId } = await hungGeneration(fal, user, { training_id: training, num_images: 2 });
    const res = await call(user, 'DELETE', `/generation/${id}/cancel`, { language: 'en' });
    expect([res.status, res.body!.code]).toEqual([409, 'generation.cancel_running']);
    expect(res.body!.detail).toMatch(/already being made/);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect((await userDoc(user.uid)).credits.generation).toBe(0);
    expect(fal.jobs.get(jobId)!.cancelRequested).toBeFalsy();
    // The runner finishes after all: fal delivers the result, which completes the job.
    const job = fal.jobs.get(jobId)!;
    job.hung = false;
    await fal.redeliver(jobId);
    expect(await settledGeneration(id)).toMatchObject({ status: 'completed' });
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
  });
});

describe('GET /generation/list', () => {
  it('pages newest first by offset, and by training', async () => {
    const user = await generationMember('gen-list', 10);
    const first = await readyTraining(user.uid, 'fal');
    const second = await readyTraining(user.uid, 'fal');
    const ids: string[] = [];
    for (const training of [first, second, first, second, first]) {
      ids.push(await started(user, { training_id: training }));
    }
    const newest = [...ids].reverse();
    const page = async (query: string) =>
      ((await call(user, 'GET', `/generation/list?${query}`)).body as unknown as Array<{ id: string }>).map(
        (g) => g.id,
      );
    expect(await page('limit=2&offset=0')).toEqual(newest.slice(0, 2));
    expect(await page('limit=2&offset=2')).toEqual(newest.slice(2, 4));
    expect(await page('limit=2&offset=4')).toEqual(newest.slice(4));
    expect(await page(`limit=20&training_id=${first}`)).toEqual([ids[4], ids[2], ids[0]]);
    expect(await page(`limit=1&offset=1&training_id=${second}`)).toEqual([ids[1]]);
    const bad = await call(user, 'GET', '/generation/list?limit=101');
    expect(bad.status).toBe(400);
    const stranger = await createUser('gen-list-other');
    expect((await call(stranger, 'GET', '/generation/list')).body).toEqual([]);
  });

  it('B25 — lists instant edits beside studio generations, newest first, each with its type', async () => {
    const user = await memberWith('gen-list-both', { generation: 1, instant: 1 });
    const training = await readyTraining(user.uid, 'fal');
    const generation = await started(user, { training_id: training });
    const edit = await editWith(user, 'local', 'linkedin');
    await settled(edit);
    const list = async (query: string) =>
      generationListResponseSchema.parse((await call(user, 'GET', `/generation/list?${query}`)).body);

    const both = await list('limit=20');
    expect(both.map((g) => [g.id, g.type])).toEqual([
      [edit, 'instant_generation'],
      [generation, 'lora_generation'],
    ]);
    expect(both[0]).toMatchObject({
      status: 'completed',
      instant_edit_id: edit,
      original_image_url: `/instant/${edit}/original`,
      training_id: null,
      provider: 'local',
      request: { style: 'linkedin' },
    });
    expect(both[0]!.images).toEqual([`/instant/${edit}/images/0`]);
    // Paged across both lines; a training's list stays the studio's own.
    expect((await list('limit=1&offset=1')).map((g) => g.id)).toEqual([generation]);
    expect((await list(`limit=20&training_id=${training}`)).map((g) => g.id)).toEqual([generation]);
  });
});
