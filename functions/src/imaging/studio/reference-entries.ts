// A reference set from its per-photo entries: the entries (each photo's aligned crop, rank and identity descriptor)
// best first, the descriptors' centroid and a thumbnail of the best crop. The entries are made once per photo
// (reference-set.ts `referenceEntry`: by the upload gate, or by the engine for photos that have none), so this
// part detects nothing: the trainer runs it in the API process without loading the engine.
import sharp from 'sharp';
import { ImagingError } from '../errors';
import { centroidOf } from '../similarity';

export const THUMBNAIL_SIDE = 512;

/** One photo's part of a reference set. */
export interface ReferenceEntry {
  /** The photo's index in the set's input. */
  index: number;
  /** Frontal × sharpness × coverage: the best photo first. */
  rank: number;
  /** The aligned crop (JPEG, its real region in a comment: region.ts). */
  crop: Buffer;
  descriptor: number[];
}

export interface ReferenceSetResult {
  /** Aligned crops (JPEG), best first. */
  crops: Buffer[];
  /** Identity descriptors, aligned with crops. */
  descriptors: number[][];
  /** Mean of the descriptors, unit length. */
  centroid: number[];
  /** Index into the input images of the best photo. */
  bestIndex: number;
  /** Each crop's rank (frontal × sharpness × coverage), descending: sets made in parts merge on it. */
  ranks: number[];
  thumbnail: Buffer;
}

/** A rank as it is kept (session records, sets made in parts): four decimals. */
export const roundRank = (rank: number) => Math.round(rank * 1e4) / 1e4;

/** The set of `entries` (any order); none (no photo showed a face) is `no_face`. */
export async function setFromEntries(entries: ReferenceEntry[]): Promise<ReferenceSetResult> {
  if (!entries.length) throw new ImagingError('no_face');
  const sorted = [...entries].sort((x, y) => y.rank - x.rank);
  const crops = sorted.map((e) => e.crop);
  const descriptors = sorted.map((e) => e.descriptor);
  return {
    crops,
    descriptors,
    centroid: centroidOf(descriptors),
    bestIndex: sorted[0]!.index,
    ranks: sorted.map((e) => roundRank(e.rank)),
    thumbnail: await sharp(crops[0]!)
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { kernel: 'lanczos3' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer(),
  };
}
