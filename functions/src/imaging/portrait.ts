// Studio portrait from one photo (the local editor): a face-centred crop on a white or studio-gradient backdrop.
// Pixels the caller's mask keeps (white) are copied back unchanged, so the face itself is never edited.
import sharp from 'sharp';
import { backdropPixels, personAlpha, replaceBackground, type Backdrop } from './background';
import { jpeg } from './encode';
import { detectFaces, type Face } from './faces';
import { checkImage, type Rgb } from './input';
import { alignedCrop, cropFrame, type CropFrame, type CropSpec } from './geometry';
import { faceCropSpec } from './masks';
import { frameCutOut, zoomToBottom } from './cutout-framing';
import { composeCutOut } from './matting-cutout';

/**
 * The person over `backdrop`. With a face, the refined cut-out (matting-cutout.ts): the selfie model's alpha
 * alone leaves lamps and shelves of a busy background on the hair. Without one, that alpha.
 */
async function cutOut(image: Rgb, face: Face | undefined, spec: CropSpec, backdrop: Backdrop) {
  if (!face) {
    const crop = await alignedCrop(image, spec);
    return { crop, out: await replaceBackground(crop, await personAlpha(crop), backdrop), spec };
  }
  const { crop, cut, zoom, shown } = await frameCutOut(image, face, spec);
  const out = composeCutOut(cut, await backdropPixels(crop.width, crop.height, backdrop), zoom > 1);
  return { crop: await zoomToBottom(crop, zoom), out: await zoomToBottom(out, zoom), spec: shown };
}

/**
 * The portrait as a JPEG, with `frame`: the rectangle of the upright photo it shows (fractions of its width and
 * height), so a before/after view can show the original framed the same way; null when the photo was turned.
 */
export async function studioPortrait(a: {
  image: Buffer;
  mask?: Buffer;
  aspect: number;
  backdrop: 'white' | 'studio';
}): Promise<{ image: Buffer; frame: CropFrame | null }> {
  const checked = await checkImage(a.image);
  const { faces, image, turned } = await detectFaces(checked);
  const face = faces[0];
  const spec = faceCropSpec(image, face, 0.42, a.aspect, 1024);
  const backdrop: Backdrop =
    a.backdrop === 'white' ? { kind: 'color', color: '#ffffff' } : { kind: 'studio', color: '#c9ccd3' };
  const { crop, out, spec: shown } = await cutOut(image, face, spec, backdrop);
  // The caller's mask matches the uploaded photo; it is only reusable when the photo needed no turning.
  if (a.mask && !turned) {
    const m = await sharp(a.mask)
      .resize(checked.width, checked.height, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    const maskRgb: Rgb = { data: m, width: checked.width, height: checked.height, channels: 3 };
    const keep = await alignedCrop(maskRgb, shown);
    for (let i = 0; i < out.data.length; i += 3)
      if (keep.data[i]! > 127) for (let c = 0; c < 3; c++) out.data[i + c] = crop.data[i + c]!;
  }
  return {
    image: await jpeg(out, 90, 72),
    frame: turned ? null : cropFrame(image.width, image.height, shown),
  };
}
