// The 4K files of a generation: the first `fourK` results (best first) were paid from a 4K package's credits
// (Value 30; generation.start.ts counts them from the lots the debit spent), and each gets a version with
// FOUR_K_SIDE pixels on its long side, made by the provider that made the result: fal's upscaler, or the local
// Lanczos resize (labelled a resize). No credit is taken for it: the package's price includes it.
// A repeated completion (a webhook delivered again, the reconcile racing it) finds the file already stored
// and reuses it with the method saved beside it, so the provider is never asked twice for the same image.
// When fal's upscaler fails, the result is resized instead, and labelled as such: the images were made and
// paid for, so the generation is not failed for it.
import * as logger from 'firebase-functions/logger';
import { FOUR_K_SIDE, type FourKMethod } from '../../../contracts';
import { fileMetadata, readFile, saveFile } from '../../../jobs';
import { lanczosTo, sizeOf, type FourKImage, type Upscaler } from '../../../providers/ai';
import { studioStoragePath } from '../storage-paths';

export interface FourKFiles {
  images: string[];
  method: FourKMethod;
  model: string;
  width: number;
  height: number;
}

interface Stored {
  method: FourKMethod;
  model: string;
  width: number;
  height: number;
}

async function storedAlready(path: string): Promise<Stored | null> {
  const meta = await fileMetadata(path);
  if (!meta?.method || !meta.model) return null;
  const data = await readFile(path);
  if (!data) return null;
  return { method: meta.method as FourKMethod, model: meta.model, ...(await sizeOf(data)) };
}

async function upscaled(upscaler: Upscaler, image: { data: Buffer; mimeType: string }, id: string) {
  try {
    return await upscaler.upscale(image, FOUR_K_SIDE);
  } catch (err) {
    logger.warn('4K upscale failed; resized instead', {
      generationId: id,
      error: err instanceof Error ? err.message : String(err),
    });
    return lanczosTo(image, FOUR_K_SIDE);
  }
}

/**
 * Stores the 4K versions of the first `count` of `stored` (the results as stored, best first, with their
 * extension) and answers what the document keeps of them, or null when none is owed.
 */
export async function storeFourK(
  job: { id: string; userId: string },
  stored: Array<{ data: Buffer; mimeType: string; ext: string }>,
  count: number,
  upscaler: Upscaler,
): Promise<FourKFiles | null> {
  const owed = stored.slice(0, Math.max(0, count));
  if (!owed.length) return null;
  const made: Array<Stored & { path: string }> = [];
  for (const [rank, image] of owed.entries()) {
    const path = studioStoragePath.generationFourK(job.userId, job.id, rank, image.ext);
    const again = await storedAlready(path);
    if (again) {
      made.push({ ...again, path });
      continue;
    }
    const out: FourKImage = await upscaled(upscaler, image, job.id);
    await saveFile(path, out.image.data, out.image.mimeType, { method: out.method, model: out.model });
    made.push({ method: out.method, model: out.model, width: out.width, height: out.height, path });
  }
  // One label for the set: "AI upscale" only when every file is one.
  const ai = made.every((m) => m.method === 'ai_upscale');
  const first = made[0]!;
  return {
    images: made.map((m) => m.path),
    method: ai ? 'ai_upscale' : 'resize',
    model: ai ? first.model : (made.find((m) => m.method === 'resize')?.model ?? first.model),
    width: first.width,
    height: first.height,
  };
}
