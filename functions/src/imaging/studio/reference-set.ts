// The local trainer: instead of a LoRA, the person's reference set. Every accepted photo becomes an aligned
// face-and-shoulders crop (eyes level, the head at the same place and size in each), described by its identity
// vector; the crops are ranked by how frontal and sharp they are, and the descriptors' mean is the person's centroid
// every result is scored against. Seconds for a set of photos, not minutes.
import sharp from 'sharp';
import { ImagingError } from '../errors';
import { detectFaces, headHeight, type Face } from '../faces';
import { alignedCrop } from '../geometry';
import { faceDescriptor } from '../identity';
import { checkImage, fromRgb, type Rgb } from '../input';
import { qualityReport } from '../quality';
import { centroidOf } from '../similarity';
import { frontalScore } from './photo-checks';
import { CROP, type Region } from './framing';
import { withRegion } from './region';

export { CROP };

export const THUMBNAIL_SIDE = 512;

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

function cropRect(face: Face) {
  const side = headHeight(face) / CROP.headShare;
  const centre: [number, number] = [(face.crown[0] + face.chin[0]) / 2, (face.crown[1] + face.chin[1]) / 2];
  return { side, centre, left: centre[0] - side / 2, top: centre[1] - side * CROP.headCentreY };
}

/**
 * Share of the crop the photo really covers (the rest repeats its edge pixels, which look smeared on a shoulder or,
 * for a face cut by the frame, on the face itself). Rotation is ignored: rolls are small and this only ranks.
 */
export function cropCoverage(image: Rgb, face: Face): number {
  const { side, left, top } = cropRect(face);
  const w = Math.max(0, Math.min(image.width, left + side) - Math.max(0, left));
  const h = Math.max(0, Math.min(image.height, top + side) - Math.max(0, top));
  return (w * h) / (side * side);
}

/**
 * The part of the crop the photo really fills, in crop pixels: beyond it the crop repeats the photo's edge (smears).
 * Turning by the roll moves the edges by up to half a side × sin(roll), so that much is given up on a padded side.
 */
export function realRegion(image: Rgb, face: Face): Region {
  const { side, left, top } = cropRect(face);
  const k = CROP.side / side;
  const slack = (CROP.side / 2) * Math.abs(Math.sin((face.pose.roll * Math.PI) / 180));
  const edge = (v: number, padded: boolean, dir: 1 | -1) => Math.round(v + (padded ? dir * slack : 0));
  const x0 = Math.max(0, -left) * k;
  const y0 = Math.max(0, -top) * k;
  const x1 = Math.min(side, image.width - left) * k;
  const y1 = Math.min(side, image.height - top) * k;
  return [
    edge(x0, x0 > 0, 1),
    edge(y0, y0 > 0, 1),
    edge(x1, x1 < CROP.side, -1),
    edge(y1, y1 < CROP.side, -1),
  ];
}

/** The crop of `face`: levelled by its roll, the head placed per CROP. Edges beyond the photo repeat its border. */
export function referenceCrop(image: Rgb, face: Face): Promise<Rgb> {
  const { side: height, centre } = cropRect(face);
  return alignedCrop(image, {
    anchor: centre,
    angle: face.pose.roll,
    left: -height / 2,
    top: -height * CROP.headCentreY,
    width: height,
    height,
    outWidth: CROP.side,
    outHeight: CROP.side,
    fill: 'copy',
  });
}

export async function referenceSet(a: { images: Buffer[] }): Promise<ReferenceSetResult> {
  // Crops are kept as JPEG straight away: 50 raw 1024² crops would hold 150 MB in the worker.
  const entries: Array<{ index: number; rank: number; crop: Buffer; descriptor: number[] }> = [];
  for (const [index, bytes] of a.images.entries()) {
    const { faces, image } = await detectFaces(await checkImage(bytes));
    const face = faces[0];
    if (!face) continue; // accepted photos have a face; a stray one is simply not used
    const quality = await qualityReport(image, face);
    // Frontal first; sharpness breaks near-ties and sinks the soft ones (sharp portraits measure 80-470); a crop the
    // photo fills only partly (a face at the frame's edge) sinks too, so the headshots rarely start from one.
    const rank =
      frontalScore(image, face) *
      (0.6 + 0.4 * Math.min(1, quality.sharpness / 150)) *
      cropCoverage(image, face) ** 2;
    entries.push({
      index,
      rank,
      crop: withRegion(
        await fromRgb(await referenceCrop(image, face))
          .jpeg({ quality: 92, mozjpeg: true })
          .toBuffer(),
        realRegion(image, face),
      ),
      descriptor: Array.from(await faceDescriptor(image, face)),
    });
  }
  if (!entries.length) throw new ImagingError('no_face');
  entries.sort((x, y) => y.rank - x.rank);
  const crops = entries.map((e) => e.crop);
  const descriptors = entries.map((e) => e.descriptor);
  return {
    crops,
    descriptors,
    centroid: centroidOf(descriptors),
    bestIndex: entries[0]!.index,
    ranks: entries.map((e) => Math.round(e.rank * 1e4) / 1e4),
    thumbnail: await sharp(crops[0]!)
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { kernel: 'lanczos3' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer(),
  };
}
