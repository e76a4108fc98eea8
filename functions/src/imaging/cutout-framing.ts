// Framing the refined cut-out (matting-cutout.ts) around a face, for the business portrait and the stylised
// looks: a person the photo's top edge cuts (a hat, a bun, a crown) is framed so the cut meets the frame's top,
// as it did in the photo, instead of ending in a flat edge under empty backdrop.
import sharp from 'sharp';
import type { Face } from './faces';
import type { CropSpec } from './geometry';
import type { Rgb } from './input';
import { cutOutInCrop, MAX_TOP_CUT, type CutOut } from './matting-cutout';

export interface FramedCutOut {
  crop: Rgb;
  cut: CutOut;
  /** The crop the cut-out was made in. */
  spec: CropSpec;
  /**
   * 1, or how far the caller zooms in about the bottom edge's centre (zoomToBottom) once the person is
   * composed, so the frame starts at the photo's top edge; above 1, compose without a fade at that cut.
   */
  zoom: number;
  /** The rectangle of the photo the zoomed result shows. */
  shown: CropSpec;
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

/** The person cut out of the crop `spec` of `image` around `face`, framed below a cut at the photo's top. */
export async function frameCutOut(image: Rgb, face: Face, spec: CropSpec): Promise<FramedCutOut> {
  const first = await cutOutInCrop(image, face, spec);
  const asShot = { ...first, spec, zoom: 1, shown: spec };
  if (!first.cut.cutTop || spec.angle !== 0) return asShot;
  // More room above the cut than a zoom may take: cut out again from a crop moved down over the photo.
  const framed =
    first.cut.cutTop > MAX_TOP_CUT * first.crop.height ? downOverPhoto(spec, image.height) : spec;
  const { crop, cut } = framed === spec ? first : await cutOutInCrop(image, face, framed);
  // Still too much room above: only a frame reaching past the photo's bottom would start at its top.
  if (!cut.cutTop || cut.cutTop > MAX_TOP_CUT * crop.height) return asShot;
  const zoom = crop.height / (crop.height - cut.cutTop);
  const shown: CropSpec = {
    ...framed,
    left: framed.left / zoom,
    top: framed.top + framed.height - framed.height / zoom,
    width: framed.width / zoom,
    height: framed.height / zoom,
  };
  return { crop, cut, spec: framed, zoom, shown };
}

/** A raw image (`channels` a pixel) zoomed in `zoom` times about its bottom edge's centre, at its own size. */
export async function zoomToBottom<
  T extends { data: Buffer; width: number; height: number; channels: 1 | 3 },
>(image: T, zoom: number): Promise<T> {
  if (zoom === 1) return image;
  const { width: w, height: h, channels } = image;
  const width = Math.round(w / zoom);
  const height = Math.round(h / zoom);
  let pipeline = sharp(image.data, { raw: { width: w, height: h, channels } })
    .extract({ left: Math.round((w - width) / 2), top: h - height, width, height })
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' });
  if (channels === 1) pipeline = pipeline.extractChannel(0);
  return { ...image, data: await pipeline.raw().toBuffer() };
}
