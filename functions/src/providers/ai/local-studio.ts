// The offline studio adapters. The local trainer builds the person's reference set (aligned crops, identity
// descriptors and their centroid) instead of a LoRA, from the entries the upload gate kept (or, for a session made
// before it kept them, in seconds on the engine); the local generator composes headshots from those crops on the
// style's backdrop. Both finish within start(): there is never a queued job to check or cancel. Results are labelled
// 'local-engine' so the pages say the local engine made them (a composition of the user's photos, not AI).
import { randomInt } from 'node:crypto';
import { runEngine } from '../../imaging/engine';
import { ImagingError } from '../../imaging/errors';
import { mergeReferenceSets, type ReferencePart } from '../../imaging/studio/merge-sets';
import { setFromEntries } from '../../imaging/studio/reference-entries';
import { ProviderError } from './port';
import { localUpscaler } from './upscale';
import type {
  GenerationInput,
  StudioGenerator,
  StudioTrainer,
  TrainingInput,
  TrainingResult,
} from './studio';

export const LOCAL_STUDIO_MODEL = 'local-engine';

/** Engine refusals keep their own message (`imaging.<code>` in locales/*\/errors.json). */
async function engine<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ImagingError)) throw err;
    throw new ProviderError('invalid', 'local', 422, err.code, {
      key: `imaging.${err.code}`,
      params: err.params,
    });
  }
}

/** Photos per engine task: both workers get a part at once, and a task stays far below the pool's time limit. */
const PART_MAX = 10;

/**
 * The reference set, made in parts on both engine workers and merged. A part whose photos show no face is left out;
 * only when every part has none does the training fail (`no_face`).
 */
async function referenceSetInParts(images: Buffer[]) {
  const size = Math.max(1, Math.min(PART_MAX, Math.ceil(images.length / 2)));
  const offsets = Array.from({ length: Math.ceil(images.length / size) }, (_, i) => i * size);
  const settled = await Promise.allSettled(
    offsets.map((offset) => runEngine('referenceSet', { images: images.slice(offset, offset + size) })),
  );
  const parts: ReferencePart[] = [];
  for (const [i, r] of settled.entries()) {
    if (r.status === 'fulfilled') parts.push({ offset: offsets[i]!, set: r.value });
    else if (!(r.reason instanceof ImagingError && r.reason.code === 'no_face')) throw r.reason;
  }
  if (!parts.length) throw new ImagingError('no_face');
  return mergeReferenceSets(parts);
}

const noJobs = (what: string) => () =>
  Promise.reject(new Error(`Local ${what} finish within start(): there is no job to check`));

export function localStudioTrainer(): StudioTrainer {
  return {
    name: 'local',
    async start(input: TrainingInput): Promise<TrainingResult> {
      // The gate's entries when it kept them (no face found again, no engine); else the engine makes them.
      const set = await engine(() =>
        input.faces
          ? setFromEntries(input.faces.map((face, index) => ({ index, ...face })))
          : referenceSetInParts(input.photos.map((p) => p.data)),
      );
      const { descriptors, centroid, bestIndex } = set;
      return {
        state: 'completed',
        loraUrl: null,
        backup: {
          data: Buffer.from(JSON.stringify({ descriptors, centroid, bestIndex })),
          fileName: 'reference.json',
          contentType: 'application/json',
        },
        reference: { crops: set.crops, descriptors, centroid, bestIndex },
        thumbnail: set.thumbnail,
        model: LOCAL_STUDIO_MODEL,
      };
    },
    check: noJobs('trainings'),
    async cancel() {
      // Nothing to cancel: the training finished within start().
    },
  };
}

export function localStudioGenerator(): StudioGenerator {
  return {
    name: 'local',
    async start(input: GenerationInput) {
      const crops = input.referenceCrops ?? [];
      if (!crops.length) throw new Error('The local generator needs the training reference crops');
      const { request } = input;
      const seed = request.seed ?? randomInt(0, 2 ** 31 - 1);
      const images = await engine(() =>
        runEngine('studioHeadshots', {
          crops,
          style: input.style,
          count: request.num_images,
          width: request.width,
          height: request.height,
          seed,
          format: request.output_format,
        }),
      );
      // 4K is a resize here (no model adds detail offline), and says so.
      return {
        state: 'completed' as const,
        images,
        model: LOCAL_STUDIO_MODEL,
        seed,
        upscaler: localUpscaler(),
      };
    },
    check: noJobs('generations'),
    async cancel() {
      // Nothing to cancel: the generation finished within start().
    },
  };
}
