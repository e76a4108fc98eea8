// Value 30's 4K on the emulators: the images a generation paid for from a Value 30 purchase (bought through the
// sandbox checkout, so the package's `four_k` travels order → grant lot → debit) each get a version with 3840 px
// on the long side, read back from Storage. Locally it is a Lanczos resize and says so; on fal it is the fake
// fal's fal-ai/seedvr/upscale/image, called once per image (a redelivered webhook calls it no more) and for no
// extra credit. A Starter 10 purchase makes no 4K file. The fake refuses an unknown model and a wrong field.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAL_UPSCALE_MODEL } from '../../functions/src/providers/ai';
import { FAKE_FAL_KEY } from '../fakes/fal';
import { adminBucket, adminDb } from './emulator';
import { acceptedDelivery, fakeFalForFile } from './fal-helpers';
import { buy, memberWith } from './payments-helpers';
import {
  call,
  entriesFor,
  readyTraining,
  settledGeneration,
  started,
  userDoc,
} from './studio-generation-helpers';

adminDb();

const theFake = fakeFalForFile();

const longSide = async (data: Buffer) => {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return Math.max(width, height);
};
const stored = async (path: string) => (await adminBucket().file(path).download())[0];
const upscaleJobs = () => [...theFake().jobs.values()].filter((j) => j.endpoint === FAL_UPSCALE_MODEL);

async function buyer(prefix: string, packageId: string) {
  const user = await memberWith(prefix, {});
  await buy(user, packageId);
  return user;
}

describe('Value 30 4K results', () => {
  it('locally: each paid image gets a 3840 px Lanczos resize, labelled a resize, served as the 4k download', async () => {
    const user = await buyer('fourk-local', 'studio_value_30');
    const training = await readyTraining(user.uid, 'local');
    const id = await started(user, { training_id: training, num_images: 2, width: 768, height: 1024 });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'completed', fourK: 2 });
    expect(doc.fourKResult).toMatchObject({
      method: 'resize',
      model: 'sharp-lanczos3',
      width: 2880,
      height: 3840,
    });
    expect(doc.fourKResult!.images).toEqual(
      [0, 1].map((i) => `users/${user.uid}/studio/generations/${id}/${i}.4k.png`),
    );
    for (const path of doc.fourKResult!.images) expect(await longSide(await stored(path))).toBe(3840);

    const status = await call(user, 'GET', `/generation/${id}/status`);
    expect(status.body!.four_k).toMatchObject({ method: 'resize', width: 2880, height: 3840 });
    expect(status.body!.four_k.images).toEqual([0, 1].map((i) => `/generation/${id}/images/${i}?variant=4k`));
    const download = await call(user, 'GET', `/generation/${id}/images/1?variant=4k`);
    expect(download.status).toBe(200);
    expect(download.res.headers.get('content-disposition')).toBe(
      `attachment; filename="bitna-${id}-2-4k.png"`,
    );
    expect(await longSide(Buffer.from(await download.res.arrayBuffer()))).toBe(3840);
    // Included in the package: the debit is the only ledger change.
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect((await userDoc(user.uid)).credits.generation).toBe(28);
  });

  it('a Starter 10 purchase makes no 4K file', async () => {
    const user = await buyer('fourk-starter', 'studio_starter_10');
    const training = await readyTraining(user.uid, 'local');
    const id = await started(user, { training_id: training, num_images: 1 });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'completed', fourK: 0, fourKResult: null });
    expect((await call(user, 'GET', `/generation/${id}/status`)).body!.four_k).toBeNull();
    expect((await call(user, 'GET', `/generation/${id}/images/0?variant=4k`)).status).toBe(404);
  });

  it('on fal: one seedvr upscale per paid image, 3840 px stored, none again on a redelivery', async () => {
    const user = await buyer('fourk-fal', 'studio_value_30');
    const training = await readyTraining(user.uid, 'fal');
    const before = upscaleJobs().length;
    const id = await started(user, { training_id: training, num_images: 2, width: 768, height: 1024 });
    const doc = await settledGeneration(id);
    expect(doc).toMatchObject({ status: 'completed', provider: 'fal', fourK: 2 });
    expect(doc.fourKResult).toMatchObject({ method: 'ai_upscale', model: FAL_UPSCALE_MODEL, height: 3840 });
    for (const path of doc.fourKResult!.images) expect(await longSide(await stored(path))).toBe(3840);
    const jobs = upscaleJobs().slice(before);
    expect(jobs).toHaveLength(2);
    // The fake's flux-lora images are 48×64: the factor takes them to 3840 on the long side.
    expect(jobs[0]!.input).toEqual({
      image_url: expect.stringContaining(`${theFake().url}/files/`),
      upscale_mode: 'factor',
      upscale_factor: 60,
      output_format: 'png',
    });
    await acceptedDelivery(theFake(), doc.providerJobId!);
    expect((await theFake().redeliver(doc.providerJobId!)).status).toBe(200);
    expect(upscaleJobs().length - before).toBe(2);
    expect(await entriesFor(user.uid, id)).toEqual(['consume']);
    expect((await userDoc(user.uid)).credits.generation).toBe(28);
  });

  it('the fake upscaler refuses an unknown model and a field the model does not have', async () => {
    const submit = (model: string, input: unknown) =>
      fetch(`${theFake().url}/${model}`, {
        method: 'POST',
        headers: { authorization: `Key ${FAKE_FAL_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
    theFake().uploads.set('fourk-probe.png', {
      type: 'image/png',
      data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    });
    const image_url = `${theFake().url}/files/fourk-probe.png`;
    expect((await submit('fal-ai/seedvr/upscale/video-typo', { image_url })).status).toBe(404);
    const extra = await submit(FAL_UPSCALE_MODEL, { image_url, scale: 4 });
    expect(extra.status).toBe(422);
    expect(JSON.stringify(await extra.json())).toContain('extra_forbidden');
    expect((await submit(FAL_UPSCALE_MODEL, { image_url, output_format: 'jpeg' })).status).toBe(422);
    expect((await submit(FAL_UPSCALE_MODEL, { upscale_factor: 2 })).status).toBe(422);
    expect((await submit(FAL_UPSCALE_MODEL, { image_url, upscale_factor: 2 })).status).toBe(200);
  });
});
