// The working crop: the photo levelled, exposed and cut generously around the head at about the output's
// resolution, with the person matte (settled on the face) and the white composite the finished photo is cut from.
import { alignedCropWithMap } from '../geometry';
import { mapFace, type Face, type Point } from '../faces';
import { settleHeadMatte } from '../head-matte';
import type { Rgb } from '../input';
import { compositeDecontaminated, dropDetached, personMatte, type Matte } from '../matting';
import type { QualityReport } from '../quality';
import type { IdBackground, IdStandard } from '../../contracts';
import { CLEARLY_OFF_WHITE, offWhite, shown } from './backdrop';
import { clearCrownLump } from './crown-lump';
import { faceFrame } from './head';
import { despillRim } from './spill';

const mid = (b: readonly [number, number]) => (b[0] + b[1]) / 2;

/** Linear gain bringing the face's mean luminance towards 130 when it is clearly too dark or too bright. */
export function exposureGain(quality: QualityReport) {
  const L = quality.meanLuminance;
  if (L >= 95 && L <= 185) return 1;
  return Math.max(0.7, Math.min(2.2, 130 / Math.max(L, 1)));
}

function applyGain(rgb: Rgb, gain: number): Rgb {
  if (gain === 1) return rgb;
  const data = Buffer.alloc(rgb.data.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.min(255, rgb.data[i]! * gain);
  return { ...rgb, data };
}

/**
 * The working crop's size cap. The matte's passes cost per pixel; at about the output's own resolution (k ≈ 1)
 * the finished photos measured as compliant as at 1.5× and a high-resolution upload took 0.12 s less.
 */
const WORK_PIXELS = 0.6e6;

/** A levelled, exposed crop around the head, larger than the photo, at output resolution or finer. */
export interface Work {
  rgb: Rgb;
  /** What the finished photo shows: the person over white (decontaminated), or the photo itself. */
  composite: Rgb;
  alpha: Uint8Array;
  /** The matte where the person visibly stands out from the backdrop (see `shown`). */
  visible: Uint8Array;
  /** The matte where the person clearly stands out from it (light hair's faint top excluded). */
  clearly: Uint8Array;
  matte: Matte;
  /** 1 where the crop lies beyond the source photo (padding). */
  outside: Uint8Array;
  /** Work pixels per output pixel. */
  k: number;
  /** Work pixels per source pixel. */
  scale: number;
  pxPerMm: number;
  face: Face;
  map: (p: Point) => Point;
}

export async function workingCrop(
  image: Rgb,
  face: Face,
  spec: IdStandard,
  background: IdBackground,
  gain: number,
): Promise<Work> {
  const pxPerMm = spec.heightPx / spec.heightMm;
  const frame = faceFrame(face);
  // First guess of the scale from the mesh, only to size the working crop (generous margins on every side).
  const guess = (mid(spec.headMm) * pxPerMm) / frame.head;
  const cost = 1.6 * spec.widthPx * 1.6 * spec.heightPx;
  const k = Math.max(1, Math.min(1 / guess, 1.5, Math.sqrt(WORK_PIXELS / cost)));
  const W = spec.widthPx / guess;
  const H = spec.heightPx / guess;
  const cropped = await alignedCropWithMap(image, {
    anchor: frame.eyes,
    angle: face.pose.roll,
    left: frame.centre - 0.8 * W,
    top: -frame.crownAbove - 0.35 * H,
    width: 1.6 * W,
    height: 1.6 * H,
    outWidth: Math.round(1.6 * spec.widthPx * k),
    outHeight: Math.round(1.6 * spec.heightPx * k),
    // The photo's own edge pixels, even for a white result (padding is never person; personMatte also reads the
    // crop with white padding and keeps what both readings call person).
    fill: 'copy',
  });
  const { map, outside, scale } = cropped;
  const rgb = applyGain(cropped.rgb, gain);
  const mapped = mapFace(face, map, 0);
  const f = faceFrame(mapped);
  const seed: Point = [f.eyes[0] + f.centre, (f.eyes[1] + mapped.chin[1]) / 2];
  const matte = await personMatte(rgb, seed, outside);
  // The face and neck are person; wall-coloured patches on the head's rim are not (head-matte.ts).
  if (settleHeadMatte(rgb, matte.alpha, mapped, outside))
    matte.alpha = dropDetached(matte.alpha, rgb.width, rgb.height, seed);
  // Old background standing on the crown, which the colour rules above leave (crown-lump.ts).
  if (clearCrownLump(rgb, matte.alpha, mapped, outside))
    matte.alpha = dropDetached(matte.alpha, rgb.width, rgb.height, seed);
  const alpha = matte.alpha;
  // Over white: the old background taken out of the soft edge, and its light out of the hair's solid rim.
  const composite =
    background === 'white'
      ? offWhite(despillRim(compositeDecontaminated(rgb, matte, [255, 255, 255]), matte, f.eyes[1]), alpha)
      : rgb;
  const visible = background === 'white' ? shown(composite, alpha) : alpha;
  const clearly = background === 'white' ? shown(composite, alpha, CLEARLY_OFF_WHITE) : alpha;
  return { rgb, composite, alpha, visible, clearly, matte, outside, k, scale, pxPerMm, face: mapped, map };
}
