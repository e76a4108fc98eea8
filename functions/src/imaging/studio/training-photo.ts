// The trainingPhoto operation: one uploaded training photo checked alone, normalised to an upright JPEG, with
// what the set-level judge (judge-set.ts) needs: the identity descriptor and a fingerprint; and, for a photo that
// passes its checks, its reference-set entry (the aligned face crop and its rank), kept with the photo so the
// training does not find the face again.
import { TRAINING_PHOTO_SIDE, type TrainingPhotoReason } from '../../contracts';
import { ImagingError } from '../errors';
import { detectFaces } from '../faces';
import { faceDescriptor } from '../identity';
import { keptJpeg } from '../encode';
import { checkImage, fromRgb, type Rgb } from '../input';
import { qualityReport } from '../quality';
import { fingerprint, frontalScore, photoReason } from './photo-checks';
import { roundRank } from './reference-entries';
import { referenceEntry } from './reference-set';

export interface TrainingPhotoResult {
  photoReason: TrainingPhotoReason | null;
  jpeg: Buffer | null;
  width: number;
  height: number;
  descriptor: number[] | null;
  frontal: number;
  fingerprint: string | null;
  /** The photo's reference crop (JPEG with its real region) and rank; null for a photo refused alone. */
  reference: { crop: Buffer; rank: number } | null;
}

async function decode(bytes: Buffer): Promise<Rgb | TrainingPhotoReason> {
  try {
    return await checkImage(bytes);
  } catch (err) {
    if (!(err instanceof ImagingError)) throw err;
    return err.code === 'too_many_pixels' ? 'too_large' : 'not_an_image';
  }
}

export async function trainingPhoto(a: { image: Buffer }): Promise<TrainingPhotoResult> {
  const checked = await decode(a.image);
  if (typeof checked === 'string')
    return {
      photoReason: checked,
      jpeg: null,
      width: 0,
      height: 0,
      descriptor: null,
      frontal: 0,
      fingerprint: null,
      reference: null,
    };
  // detectFaces turns a photo taken upside down or sideways (no EXIF) upright: that is the copy we keep.
  const { faces, image } = await detectFaces(checked);
  const face = faces[0];
  const quality = face ? await qualityReport(image, face) : null;
  const reason = photoReason(image, faces, quality);
  // The descriptor is the entry's own (the same image and face): computed once.
  const entry = face && quality && !reason ? await referenceEntry(image, face, quality) : null;
  const { data, info } = await fromRgb(image)
    .resize(TRAINING_PHOTO_SIDE, TRAINING_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg(keptJpeg(90))
    .toBuffer({ resolveWithObject: true });
  return {
    photoReason: reason,
    jpeg: data,
    width: info.width,
    height: info.height,
    descriptor: entry ? entry.descriptor : face ? Array.from(await faceDescriptor(image, face)) : null,
    frontal: face ? frontalScore(image, face) : 0,
    fingerprint: await fingerprint(image),
    reference: entry && { crop: entry.crop, rank: roundRank(entry.rank) },
  };
}
