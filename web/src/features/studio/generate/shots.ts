import { studioUrls, type GenerationView } from '@contracts';
import { saveOwnerFile, type FileVariant } from '../../../shared/lib/ownerFiles';

/** One result image: its generation and its index in the generation's `images` (and `identity`). */
export type Shot = { generation: GenerationView; index: number };

const scoreOf = (shot: Shot) => shot.generation.identity[shot.index]?.score ?? null;

/** A generation's images, the best likeness first (unscored ones last, in the server's order). */
export function shotsOf(generation: GenerationView): Shot[] {
  const shots = generation.images.map((_, index) => ({ generation, index }));
  return shots.sort((a, b) => (scoreOf(b) ?? -Infinity) - (scoreOf(a) ?? -Infinity));
}

export const shotKey = (shot: Shot) => `${shot.generation.id}:${shot.index}`;

/** A shot's file: the preview link the answer gave, or the route by its index (see ownerFiles for `hd`). */
export function shotUrl({ generation, index }: Shot): string {
  return generation.images[index] ?? studioUrls.generationImage(generation.id, index);
}

/** Saves a shot (owner-only, see ownerFiles); resolves false when it could not be fetched or saved. */
export function saveShot(shot: Shot, variant: FileVariant): Promise<boolean> {
  const ext = variant === 'hd' ? shot.generation.request.output_format : 'jpg';
  const name = `bitna-${shot.generation.id}-${shot.index + 1}${variant === 'hd' ? '-hd' : ''}.${ext}`;
  return saveOwnerFile(shotUrl(shot), name, { variant });
}
