// The offline studio adapters: the trainer finishes within start() with the reference set as its backup, and the
// generator composes the requested headshots from the reference crops, labelled as the local engine.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generationStartRequestSchema } from '../../contracts';
import { photo } from '../../../../tests/fixtures/images';
import { ProviderError } from './port';
import { localStudioGenerator, localStudioTrainer } from './local-studio';
import type { TrainingResult } from './studio';
import { centroidOf } from '../../imaging/similarity';
import { referenceSet, THUMBNAIL_SIDE } from '../../imaging/studio/reference-set';

const jpeg = (data: Buffer) => ({ data, mimeType: 'image/jpeg' });
const NAMES = ['r_obama.jpg', 'r_obama1.jpg', 'r_obama2.jpg'];

const generation = (over: Record<string, unknown>, referenceCrops?: Buffer[]) => {
  const request = generationStartRequestSchema.parse({ training_id: 't1', prompt: 'tok headshot', ...over });
  return { request, prompt: request.prompt, style: 'linkedin' as const, loraUrl: null, referenceCrops };
};

let trained: TrainingResult;

beforeAll(async () => {
  const result = await localStudioTrainer().start({ photos: NAMES.map(photo).map(jpeg), triggerWord: 'tok' });
  if (result.state !== 'completed') throw new Error('local training completes at once');
  trained = result;
});

describe('local studio trainer', () => {
  it('completes at once with the reference set as a JSON backup, the crops and a thumbnail, and no LoRA', async () => {
    expect(trained).toMatchObject({ state: 'completed', loraUrl: null, model: 'local-engine' });
    expect(trained.backup).toMatchObject({ fileName: 'reference.json', contentType: 'application/json' });
    if (!('data' in trained.backup)) throw new Error('the reference set is held, not streamed');
    const backup = JSON.parse(trained.backup.data.toString('utf8'));
    expect(backup).toEqual({
      descriptors: trained.reference!.descriptors,
      centroid: trained.reference!.centroid,
      bestIndex: trained.reference!.bestIndex,
    });
    expect(trained.reference!.crops).toHaveLength(NAMES.length);
    expect((await sharp(trained.thumbnail!).metadata()).format).toBe('jpeg');
  });

  it('ranks the photos as one reference set would, though it makes the set in parts on both workers', async () => {
    const whole = await referenceSet({ images: NAMES.map(photo) });
    expect(trained.reference!.bestIndex).toBe(whole.bestIndex);
    expect(trained.reference!.crops.map((c) => c.length)).toEqual(whole.crops.map((c) => c.length));
  });

  it("builds the set from the upload gate's entries without finding a face again", async () => {
    const { crops, descriptors } = trained.reference!;
    const ranks = [0.3, 0.8, 0.5];
    const faces = crops.map((crop, i) => ({ crop, rank: ranks[i]!, descriptor: descriptors[i]! }));
    // No picture in the photos: the engine would refuse them, so the set can only come from the entries.
    const notPhotos = NAMES.map(() => jpeg(Buffer.from('not an image')));
    const result = await localStudioTrainer().start({ photos: notPhotos, faces, triggerWord: 'tok' });
    if (result.state !== 'completed') throw new Error('local training completes at once');
    expect(result.reference).toEqual({
      crops: [crops[1], crops[2], crops[0]],
      descriptors: [descriptors[1], descriptors[2], descriptors[0]],
      centroid: centroidOf([descriptors[1]!, descriptors[2]!, descriptors[0]!]),
      bestIndex: 1,
    });
    const thumb = await sharp(result.thumbnail!).metadata();
    expect([thumb.format, thumb.width]).toEqual(['jpeg', THUMBNAIL_SIDE]);
  });

  it('refuses a set without a face with the engine reason', async () => {
    const start = localStudioTrainer().start({
      photos: [jpeg(photo('h_background.jpg'))],
      triggerWord: 'tok',
    });
    await expect(start).rejects.toBeInstanceOf(ProviderError);
    await expect(start).rejects.toMatchObject({ key: 'imaging.no_face' });
  });

  it('has no queued job to check, and cancelling is a no-op', async () => {
    await expect(localStudioTrainer().check('x')).rejects.toThrow();
    await expect(localStudioTrainer().cancel('x')).resolves.toBeUndefined();
  });
});

describe('local studio generator', () => {
  it('composes num_images headshots at the requested size and format and returns the seed it used', async () => {
    const gen = localStudioGenerator();
    const input = generation(
      { num_images: 2, width: 512, height: 768, output_format: 'webp', seed: 77 },
      trained.reference!.crops,
    );
    const result = await gen.start(input, {});
    if (result.state !== 'completed') throw new Error('local generation completes at once');
    expect(result).toMatchObject({ model: 'local-engine', seed: 77 });
    expect(result.images).toHaveLength(2);
    for (const image of result.images) {
      expect(image.mimeType).toBe('image/webp');
      expect(await sharp(image.data).metadata()).toMatchObject({ width: 512, height: 768 });
    }
  });

  it('picks a seed when none is given', async () => {
    const result = await localStudioGenerator().start(
      generation({ width: 512, height: 512 }, trained.reference!.crops),
    );
    if (result.state !== 'completed') throw new Error('local generation completes at once');
    expect(Number.isInteger(result.seed)).toBe(true);
    expect(result.images).toHaveLength(1);
  });

  it('needs the reference crops', async () => {
    await expect(localStudioGenerator().start(generation({}, undefined))).rejects.toThrow(/reference crops/);
  });
});
