// Scores images (generated headshots, any provider's) against a person's centroid: the descriptor cosine of each
// image's largest face, null when it has none. An image the engine cannot read scores null too.
import { ImagingError } from '../errors';
import { descriptor } from '../identity';
import { checkImage } from '../input';
import { cosine, isCurrentDescriptor } from '../similarity';

export async function identityScores(a: {
  centroid: number[];
  images: Buffer[];
}): Promise<Array<number | null>> {
  const scores: Array<number | null> = [];
  // A centroid of the previous model cannot be compared with today's descriptors: unknown, never a guess.
  if (!isCurrentDescriptor(a.centroid)) return a.images.map(() => null);
  for (const bytes of a.images) {
    let d: Float32Array | null = null;
    try {
      d = await descriptor(await checkImage(bytes));
    } catch (err) {
      if (!(err instanceof ImagingError)) throw err;
    }
    scores.push(d ? Math.round(cosine(d, a.centroid) * 1000) / 1000 : null);
  }
  return scores;
}

/** Scores images against the person of one photo (an instant edit's original); all null without a face there. */
export async function scoresAgainstPhoto(a: { photo: Buffer; images: Buffer[] }) {
  let d: Float32Array | null = null;
  try {
    d = await descriptor(await checkImage(a.photo));
  } catch (err) {
    if (!(err instanceof ImagingError)) throw err;
  }
  return d ? identityScores({ centroid: Array.from(d), images: a.images }) : a.images.map(() => null);
}
