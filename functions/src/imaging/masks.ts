// Face masks and face-centred crops. White = keep the face (our convention and Ideogram v3's: black = edit).
// The mask comes from the mesh silhouette; without a mesh it falls back to an ellipse in the detection box,
// and without any face to a centred ellipse, so callers always get a usable mask and know which one it was.
import sharp from 'sharp';
import { detectFaces, type Face } from './faces';
import { alignedCrop, type CropSpec } from './geometry';
import { fromRgb, type Rgb } from './input';

export type MaskMethod = 'mesh' | 'box' | 'ellipse';

const svg = (w: number, h: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

function maskShape(w: number, h: number, face?: Face): { body: string; method: MaskMethod } {
  if (face && face.silhouette.length >= 20) {
    const pts = face.silhouette.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' ');
    return { body: `<polygon points="${pts}" fill="white"/>`, method: 'mesh' };
  }
  if (face) {
    const [x, y, bw, bh] = face.box;
    return {
      body: `<ellipse cx="${x + bw / 2}" cy="${y + bh / 2}" rx="${bw / 2}" ry="${bh / 2}" fill="white"/>`,
      method: 'box',
    };
  }
  return {
    body: `<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.28}" ry="${h * 0.36}" fill="white"/>`,
    method: 'ellipse',
  };
}

/** Greyscale PNG mask the size of the image. */
export async function faceMask(rgb: Rgb, face?: Face): Promise<{ mask: Buffer; method: MaskMethod }> {
  const { body, method } = maskShape(rgb.width, rgb.height, face);
  const mask = await sharp({
    create: { width: rgb.width, height: rgb.height, channels: 3, background: '#000' },
  })
    .composite([{ input: svg(rgb.width, rgb.height, body) }])
    .greyscale()
    .png()
    .toBuffer();
  return { mask, method };
}

/** The photo tinted green where the mask keeps and red where an edit may change it. */
export async function maskPreview(rgb: Rgb, mask: Buffer): Promise<Buffer> {
  const m = await sharp(mask).greyscale().raw().toBuffer();
  const out = Buffer.alloc(rgb.data.length);
  for (let p = 0, i = 0; p < m.length; p++, i += 3) {
    const keep = m[p]! / 255;
    const tint = keep > 0.5 ? [40, 200, 90] : [230, 60, 60];
    for (let c = 0; c < 3; c++) out[i + c] = rgb.data[i + c]! * 0.6 + tint[c]! * 0.4;
  }
  return fromRgb({ ...rgb, data: out })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The face-centred crop's geometry (see faceCrop): the head `share` of the height, centred, at `aspect`, long
 * side `outSide` (never upscaled past 2x); without a face, the largest centred rectangle at `aspect`.
 */
export function faceCropSpec(
  rgb: Rgb,
  face: Face | undefined,
  share: number,
  aspect = 1,
  outSide = 1024,
): CropSpec {
  const outHeight = aspect >= 1 ? Math.round(outSide / aspect) : outSide;
  const outWidth = Math.round(outHeight * aspect);
  if (!face) {
    const h = Math.min(rgb.height, rgb.width / aspect);
    return {
      anchor: [rgb.width / 2, rgb.height / 2],
      angle: 0,
      left: (-h * aspect) / 2,
      top: -h / 2,
      width: h * aspect,
      height: h,
      outWidth: Math.min(outWidth, Math.round(h * aspect)),
      outHeight: Math.min(outHeight, Math.round(h)),
      fill: 'copy',
    };
  }
  const head = Math.hypot(face.chin[0] - face.crown[0], face.chin[1] - face.crown[1]);
  const height = head / share;
  const centre: [number, number] = [(face.crown[0] + face.chin[0]) / 2, (face.crown[1] + face.chin[1]) / 2];
  // Never upscale past the source's own pixels more than 2x: the crop stays honest about its detail.
  const scaleCap = Math.min(1, (2 * height) / outHeight);
  return {
    anchor: centre,
    // Level only a clearly sideways face: turning a slightly tilted head would tilt the whole background.
    angle: Math.abs(face.pose.roll) > 25 ? face.pose.roll : 0,
    left: (-height * aspect) / 2,
    top: -height / 2,
    width: height * aspect,
    height,
    outWidth: Math.round(outWidth * scaleCap),
    outHeight: Math.round(outHeight * scaleCap),
    fill: 'copy',
  };
}

/**
 * A crop centred on the face, levelled, where the head (crown to chin) takes `share` of the crop's height.
 * share 0.3 shows head and shoulders, 0.9 only the face. Without a face: a centred crop of the same aspect.
 */
export async function faceCrop(rgb: Rgb, face: Face | undefined, share: number, aspect = 1, outSide = 1024) {
  return alignedCrop(rgb, faceCropSpec(rgb, face, share, aspect, outSide));
}

export interface MaskSet {
  method: MaskMethod;
  faceMask: Buffer;
  maskPreview: Buffer;
  characterReference: { crop_percent: number; face_crop: Buffer; face_mask: Buffer };
}

/** Everything the mask test page and the Ideogram flow need from one photo. */
export async function maskSet(rgb: Rgb, cropPercent: number): Promise<MaskSet> {
  const { faces, image } = await detectFaces(rgb);
  const face = faces[0];
  const { mask, method } = await faceMask(image, face);
  const crop = await faceCrop(image, face, cropPercent, 1, 768);
  const cropFace = face ? (await detectFaces(crop)).faces[0] : undefined;
  const cropMask = await faceMask(crop, cropFace);
  return {
    method,
    faceMask: mask,
    maskPreview: await maskPreview(image, mask),
    characterReference: {
      crop_percent: cropPercent,
      face_crop: await fromRgb(crop).jpeg({ quality: 90 }).toBuffer(),
      face_mask: cropMask.mask,
    },
  };
}
