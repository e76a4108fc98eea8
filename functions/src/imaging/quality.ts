// Photo quality without a model (measured on the fixtures): sharpness as contrast-normalised Laplacian variance
// on the face, JPEG blockiness across 8-px borders, exposure from the face's luminance, and face size in pixels.
// Each problem becomes a reason code the page translates into advice.
import { fromRgb, type Rgb } from './input';
import type { Face } from './faces';

import type { QualityReason, QualityReport } from '../contracts';

// The report is sent to the page as is, so its shape is the wire contract's.
export type { QualityReason, QualityReport };

/**
 * Thresholds from the fixtures: sharp portraits 92-300, blur σ1.5 14, σ3 4.8, σ6 3.3; JPEG q4 blockiness 9.5 vs
 * 1.5 original, pixelated 112; dark photo mean luminance 34.
 */
export const QUALITY_LIMITS = {
  veryBlurry: 8,
  blurry: 30,
  blocky: 4,
  dark: 60,
  bright: 215,
  minFacePixels: 100,
};

const SIDE = 256;

/** The face's inner part in grey at SIDE² or, for a smaller face, at its own size: upsampling would blur it. */
async function faceGrey(rgb: Rgb, face?: Face) {
  let img = fromRgb(rgb);
  let side = SIDE;
  if (face) {
    // The inner part of the face, so hair and background edges do not dominate.
    const [x, y, w, h] = face.box;
    const left = Math.max(0, Math.round(x + w * 0.15));
    const top = Math.max(0, Math.round(y + h * 0.15));
    const width = Math.max(8, Math.min(rgb.width - left, Math.round(w * 0.7)));
    const height = Math.max(8, Math.min(rgb.height - top, Math.round(h * 0.7)));
    img = img.extract({ left, top, width, height });
    side = Math.max(32, Math.min(SIDE, width, height));
  }
  return { grey: await img.resize(side, side, { fit: 'fill' }).greyscale().raw().toBuffer(), side };
}

async function blockiness(rgb: Rgb, face?: Face) {
  let img = fromRgb(rgb);
  if (face) {
    // Aligned to the 8-px JPEG grid of the original image.
    const [x, y, w, h] = face.box;
    const left = Math.max(0, Math.floor(x / 8) * 8);
    const top = Math.max(0, Math.floor(y / 8) * 8);
    img = img.extract({
      left,
      top,
      width: Math.max(16, Math.min(rgb.width - left, Math.round(w))),
      height: Math.max(16, Math.min(rgb.height - top, Math.round(h))),
    });
  }
  const { data, info } = await img.greyscale().raw().toBuffer({ resolveWithObject: true });
  let border = 0;
  let borderN = 0;
  let inner = 0;
  let innerN = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 1; x < info.width; x++) {
      const d = Math.abs(data[y * info.width + x]! - data[y * info.width + x - 1]!);
      if (x % 8 === 0) {
        border += d;
        borderN++;
      } else {
        inner += d;
        innerN++;
      }
    }
  return border / Math.max(1, borderN) / (inner / Math.max(1, innerN) + 1e-6);
}

function stats({ grey, side: SIDE }: { grey: Buffer; side: number }) {
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let y = 1; y < SIDE - 1; y++)
    for (let x = 1; x < SIDE - 1; x++) {
      const i = y * SIDE + x;
      const lap = grey[i - SIDE]! + grey[i + SIDE]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
      sum += lap;
      sum2 += lap * lap;
      n++;
    }
  const lapVar = sum2 / n - (sum / n) ** 2;
  let m1 = 0;
  let m2 = 0;
  let dark = 0;
  let bright = 0;
  for (const v of grey) {
    m1 += v;
    m2 += v * v;
    if (v < 8) dark++;
    if (v > 247) bright++;
  }
  m1 /= grey.length;
  const variance = m2 / grey.length - m1 * m1;
  return {
    sharpness: (1000 * lapVar) / (variance + 1e-6),
    meanLuminance: m1,
    clippedDark: dark / grey.length,
    clippedBright: bright / grey.length,
  };
}

export async function qualityReport(rgb: Rgb, face?: Face): Promise<QualityReport> {
  const s = stats(await faceGrey(rgb, face));
  const block = await blockiness(rgb, face);
  const facePixels = face ? Math.round(face.box[2]) : 0;
  const L = QUALITY_LIMITS;
  const reasons: QualityReason[] = [];
  if (s.sharpness < L.veryBlurry) reasons.push('very_blurry');
  else if (s.sharpness < L.blurry) reasons.push('blurry');
  if (face && facePixels < L.minFacePixels) reasons.push('small_face');
  if (block > L.blocky) reasons.push('jpeg_artifacts');
  if (s.meanLuminance < L.dark) reasons.push('dark');
  if (s.meanLuminance > L.bright) reasons.push('bright');
  const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    sharpness: round(s.sharpness),
    blockiness: round(block, 2),
    meanLuminance: round(s.meanLuminance),
    clippedDark: round(s.clippedDark, 3),
    clippedBright: round(s.clippedBright, 3),
    facePixels,
    reasons,
  };
}
