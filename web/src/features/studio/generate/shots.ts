import type { GenerationView } from '@contracts';
import { downloadUrl } from '../../../shared/ui';
import { fetchGenerationImage } from '../generation-api';

/** One result image: its generation and its index in the generation's `images` (and `identity`). */
export type Shot = { generation: GenerationView; index: number };

const scoreOf = (shot: Shot) => shot.generation.identity[shot.index]?.score ?? null;

/** A generation's images, the best likeness first (unscored ones last, in the server's order). */
export function shotsOf(generation: GenerationView): Shot[] {
  const shots = generation.images.map((_, index) => ({ generation, index }));
  return shots.sort((a, b) => (scoreOf(b) ?? -Infinity) - (scoreOf(a) ?? -Infinity));
}

export const shotKey = (shot: Shot) => `${shot.generation.id}:${shot.index}`;

/** Fetches a shot with the ID token (the files are owner-only). */
export function fetchShot(shot: Shot, variant: 'preview' | 'hd'): Promise<Blob> {
  const { generation, index } = shot;
  return fetchGenerationImage(generation.id, index, generation.images[index], variant);
}

/**
 * Saves a shot: fetched with the token, handed to the browser as an object URL that is released once the
 * download has started. Resolves false when the file could not be fetched.
 */
export async function saveShot(shot: Shot, variant: 'preview' | 'hd', failure: string): Promise<boolean> {
  let blob: Blob;
  try {
    blob = await fetchShot(shot, variant);
  } catch {
    return false;
  }
  const ext = variant === 'hd' ? shot.generation.request.output_format : 'jpg';
  const name = `bitna-${shot.generation.id}-${shot.index + 1}${variant === 'hd' ? '-hd' : ''}.${ext}`;
  const objectUrl = URL.createObjectURL(blob);
  downloadUrl(objectUrl, name, failure);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
