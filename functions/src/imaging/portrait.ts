// Studio portrait from one photo (the local editor): a face-centred crop on a white or studio-gradient backdrop.
// Pixels the caller's mask keeps (white) are copied back unchanged, so the face itself is never edited.
import sharp from 'sharp';
import { backdropPixels, personAlpha, replaceBackground, type Backdrop } from './background';
import { jpeg } from './encode';
import { detectFaces, type Face } from './faces';
import { checkImage, type Rgb } from './input';
import { alignedCrop, cropFrame, type CropFrame, type CropSpec } from './geometry';
import { faceCropSpec } from './masks';
import { composeCutOut, cutOutInCrop, MAX_TOP_CUT } from './matting-cutout';

/**
 * The person over `backdrop`. With a face, the refined cut-out (matting-cutout.ts): the selfie model's alpha
 * alone leaves lamps and shelves of a busy background on the hair. Without one, that alpha.
 */
async function cutOut(image: Rgb, face: Face | undefined, spec: CropSpec, backdrop: Backdrop) {
  if (!face) {
    const crop = await alignedCrop(image, spec);
    return { crop, out: await replaceBackground(crop, await personAlpha(crop), backdrop), spec };
  }
  const first = await cutOutInCrop(image, face, spec);
  const asShot = async () => ({
    crop: first.crop,
    out: composeCutOut(first.cut, await backdropPixels(first.crop.width, first.crop.height, backdrop)),
    spec,
  });
  if (!first.cut.cutTop || spec.angle !== 0) return asShot();
  // The photo's top edge cuts the person: from a crop moved down over the photo first when there is more room
  // above the cut than a zoom may take.
  const framed =
    first.cut.cutTop > MAX_TOP_CUT * first.crop.height ? downOverPhoto(spec, image.height) : spec;
  const { crop, cut } = framed === spec ? first : await cutOutInCrop(image, face, framed);
  // Still too much room above: only a frame reaching past the photo's bottom would start at its top.
  if (!cut.cutTop || cut.cutTop > MAX_TOP_CUT * crop.height) return asShot();
  const out = composeCutOut(cut, await backdropPixels(crop.width, crop.height, backdrop), true);
  // Zoomed in on the bottom edge's centre until the frame starts where the photo does, so a hat or bun the photo
  // cuts runs out of the frame, as it did in the photo, instead of ending in a flat edge under empty backdrop.
  const zoom = crop.height / (crop.height - cut.cutTop);
  const shown: CropSpec = {
    ...framed,
    left: framed.left / zoom,
    top: framed.top + framed.height - framed.height / zoom,
    width: framed.width / zoom,
    height: framed.height / zoom,
  };
  const zoomed = (rgb: Rgb) => zoomToBottomCentre(rgb, zoom);
  return { crop: await zoomed(crop), out: await zoomed(out), spec: shown };
}

/**
 * `spec` moved down until a twentieth of it lies above the photo, as far as the photo goes on below it (a frame
 * is never moved onto padding below): the cut-out then sees the photo's top edge, and the zoom takes the rest.
 */
function downOverPhoto(spec: CropSpec, photoHeight: number): CropSpec {
  const top = spec.anchor[1] + spec.top;
  const photoBelow = photoHeight - (top + spec.height);
  const shift = Math.max(0, Math.min(-top - 0.05 * spec.height, photoBelow));
  return shift > 0 ? { ...spec, top: spec.top + shift } : spec;
}

/** `rgb` zoomed in `zoom` times about its bottom edge's centre, at its own size. */
async function zoomToBottomCentre(rgb: Rgb, zoom: number): Promise<Rgb> {
  const { width: w, height: h } = rgb;
  const width = Math.round(w / zoom);
  const height = Math.round(h / zoom);
  const data = await sharp(rgb.data, { raw: { width: w, height: h, channels: 3 } })
    .extract({ left: Math.round((w - width) / 2), top: h - height, width, height })
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { data, width: w, height: h, channels: 3 };
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
