// Where a reference crop is real photo: the crop is written with its region in a JPEG comment, so the headshot
// maker can frame inside it (or fade the person out before the smeared edge) from the crop's bytes alone.
import { jpegComment, withJpegComment } from '../encode';
import { CROP_SIDE, type Region } from './framing';

export type { Region };

const TAG = 'bitna-crop real=';
export const FULL_REGION: Region = [0, 0, CROP_SIDE, CROP_SIDE];

export const withRegion = (jpeg: Buffer, region: Region) => withJpegComment(jpeg, TAG + region.join(','));

/** The crop's real region; the whole crop when it carries none (a crop from elsewhere). */
export function regionOf(jpeg: Buffer): Region {
  const note = jpegComment(jpeg);
  if (!note?.startsWith(TAG)) return FULL_REGION;
  const v = note.slice(TAG.length).split(',').map(Number);
  if (v.length !== 4 || v.some((n) => !Number.isFinite(n))) return FULL_REGION;
  const c = (n: number) => Math.max(0, Math.min(CROP_SIDE, n));
  return [c(v[0]!), c(v[1]!), c(v[2]!), c(v[3]!)];
}
