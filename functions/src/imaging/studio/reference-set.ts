// The local trainer: instead of a LoRA, the person's reference set. Every accepted photo becomes an aligned
// face-and-shoulders crop (eyes level, the head at the same place and size in each), described by its identity
// vector; the crops are ranked by how frontal and sharp they are, and the descriptors' mean is the person's centroid
// every result is scored against. Seconds for a set of photos, not minutes. A photo's entry (crop, rank,
// descriptor) is made by one function, referenceEntry: the upload gate keeps it with the photo, so a training
// detects no face again (reference-entries.ts makes the set from the kept entries).
import { detectFaces, headHeight, type Face } from '../faces';
import { alignedCrop } from '../geometry';
import { faceDescriptor } from '../identity';
import { checkImage, fromRgb, type Rgb } from '../input';
import { qualityReport, type QualityReport } from '../quality';
import { frontalScore } from './photo-checks';
import { CROP, type Region } from './framing';
import { withRegion } from './region';
import {
  THUMBNAIL_SIDE,
  setFromEntries,
  type ReferenceEntry,
  type ReferenceSetResult,
} from './reference-entries';

export { CROP, THUMBNAIL_SIDE, type ReferenceSetResult };

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

/**
 * One photo's entry in a reference set: its aligned crop (JPEG, with the region the photo really fills), its
 * rank and its identity descriptor. The upload gate makes it for each photo (training-photo.ts); referenceSet
 * for photos that have none.
 */
export async function referenceEntry(
  image: Rgb,
  face: Face,
  quality: QualityReport,
): Promise<Omit<ReferenceEntry, 'index'>> {
  // Frontal first; sharpness breaks near-ties and sinks the soft ones (sharp portraits measure 80-470); a crop the
  // photo fills only partly (a face at the frame's edge) sinks too, so the headshots rarely start from one.
  const rank =
    frontalScore(image, face) *
    (0.6 + 0.4 * Math.min(1, quality.sharpness / 150)) *
    cropCoverage(image, face) ** 2;
  // Kept as JPEG straight away: 50 raw 1024² crops would hold 150 MB in the worker.
  const jpeg = await fromRgb(await referenceCrop(image, face))
    .jpeg({ quality: 92, mozjpeg: true })
    .toBuffer();
  return {
    rank,
    crop: withRegion(jpeg, realRegion(image, face)),
    descriptor: Array.from(await faceDescriptor(image, face)),
  };
}

export async function referenceSet(a: { images: Buffer[] }): Promise<ReferenceSetResult> {
  const entries: ReferenceEntry[] = [];
  for (const [index, bytes] of a.images.entries()) {
    const { faces, image } = await detectFaces(await checkImage(bytes));
    const face = faces[0];
    if (!face) continue; // accepted photos have a face; a stray one is simply not used
    entries.push({ index, ...(await referenceEntry(image, face, await qualityReport(image, face))) });
  }
  return setFromEntries(entries);
}
