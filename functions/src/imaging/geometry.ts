// Aligned crops: turn the photo so the eye line is level, then cut a rectangle placed relative to a point of the
// face, padding past the photo's edges when the framing needs more room than the photo has.
import sharp from 'sharp';
import { fromRgb, type Rgb } from './input';
import type { Point } from './faces';

export interface CropSpec {
  /** The point the rectangle is placed from (e.g. the crown), in image pixels before rotation. */
  anchor: Point;
  /** Degrees to undo: the face's roll. */
  angle: number;
  /** Rectangle in the levelled frame, relative to the anchor, in image pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Output size. */
  outWidth: number;
  outHeight: number;
  /** How to fill beyond the photo: a colour, or 'copy' to repeat the edge pixels. */
  fill: 'copy' | string;
}

/** Where `p` lands after the image (w × h) is turned by `deg` clockwise about its centre with canvas expansion. */
export function rotatePoint(p: Point, w: number, h: number, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const rw = Math.abs(w * cos) + Math.abs(h * sin);
  const rh = Math.abs(w * sin) + Math.abs(h * cos);
  const dx = p[0] - w / 2;
  const dy = p[1] - h / 2;
  return [dx * cos - dy * sin + rw / 2, dx * sin + dy * cos + rh / 2];
}

async function levelled(rgb: Rgb, angle: number, fill: string): Promise<Rgb> {
  if (Math.abs(angle) < 0.2) return rgb;
  if (fill === 'copy') return levelledCopy(rgb, angle);
  const { data, info } = await fromRgb(rgb)
    .rotate(-angle, { background: fill })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * Turning leaves empty corners; with 'copy' they should repeat the photo's edge like the padding does, not show a
 * flat colour. So the photo is first extended by repeating its edges, turned, and cut back to the size the plain
 * turn would have (same centre, so rotatePoint still maps points).
 */
async function levelledCopy(rgb: Rgb, angle: number): Promise<Rgb> {
  const a = (angle * Math.PI) / 180;
  const m = Math.ceil(Math.max(rgb.width, rgb.height) * Math.abs(Math.sin(a))) + 2;
  const extended = await fromRgb(rgb)
    .extend({ top: m, bottom: m, left: m, right: m, extendWith: 'copy' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const turned = await sharp(extended.data, {
    raw: { width: extended.info.width, height: extended.info.height, channels: 3 },
  })
    .rotate(-angle, { background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const width = Math.round(Math.abs(rgb.width * Math.cos(a)) + Math.abs(rgb.height * Math.sin(a)));
  const height = Math.round(Math.abs(rgb.width * Math.sin(a)) + Math.abs(rgb.height * Math.cos(a)));
  const { data, info } = await sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: 3 },
  })
    .extract({
      left: Math.round((turned.info.width - width) / 2),
      top: Math.round((turned.info.height - height) / 2),
      width,
      height,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** Where the crop's rectangle lies in the levelled photo, and its scale to the output. */
function placement(w: number, h: number, spec: CropSpec) {
  const roll = Math.abs(spec.angle) < 0.2 ? 0 : spec.angle;
  const at = roll ? rotatePoint(spec.anchor, w, h, -roll) : spec.anchor;
  const width = Math.max(1, Math.round(spec.width));
  const height = Math.max(1, Math.round(spec.height));
  return {
    roll,
    left: Math.round(at[0] + spec.left),
    top: Math.round(at[1] + spec.top),
    width,
    height,
    fx: spec.outWidth / width,
    fy: spec.outHeight / height,
  };
}

/** A crop's rectangle as fractions of the photo's width and height (contracts `InstantFrame`). */
export type CropFrame = { x: number; y: number; width: number; height: number };

/**
 * Where an unturned crop lies in a `w` × `h` photo, as fractions (a crop past the photo's edge gives values
 * below 0 or above 1); null for a turned crop, which no rectangle of the photo describes.
 */
export function cropFrame(w: number, h: number, spec: CropSpec): CropFrame | null {
  const p = placement(w, h, spec);
  if (p.roll) return null;
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    x: round(p.left / w),
    y: round(p.top / h),
    width: round(p.width / w),
    height: round(p.height / h),
  };
}

/** The crop as raw RGB of outWidth × outHeight (sharp runs extract before extend, so this takes two passes). */
export async function alignedCrop(rgb: Rgb, spec: CropSpec): Promise<Rgb> {
  const turned = await levelled(rgb, spec.angle, spec.fill);
  const { left, top, width, height } = placement(rgb.width, rgb.height, spec);
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + width - turned.width),
    bottom: Math.max(0, top + height - turned.height),
  };
  let source = turned;
  if (pad.left || pad.top || pad.right || pad.bottom) {
    const extend =
      spec.fill === 'copy' ? { ...pad, extendWith: 'copy' as const } : { ...pad, background: spec.fill };
    const { data, info } = await fromRgb(turned).extend(extend).raw().toBuffer({ resolveWithObject: true });
    source = { data, width: info.width, height: info.height, channels: 3 };
  }
  const { data, info } = await sharp(source.data, {
    raw: { width: source.width, height: source.height, channels: 3 },
  })
    .extract({ left: left + pad.left, top: top + pad.top, width, height })
    .resize(spec.outWidth, spec.outHeight, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * The crop together with its geometry: `map` takes a point of the photo to the crop's pixels, `outside` marks
 * the crop's pixels that lie beyond the photo (padding, or the corners the turn left empty), and `scale` is the
 * crop's pixels per photo pixel across.
 */
export async function alignedCropWithMap(rgb: Rgb, spec: CropSpec) {
  const crop = await alignedCrop(rgb, spec);
  const { width: w, height: h } = rgb;
  const { roll, left, top, fx, fy } = placement(w, h, spec);
  const map = (p: Point): Point => {
    const q = roll ? rotatePoint(p, w, h, -roll) : p;
    return [(q[0] - left) * fx, (q[1] - top) * fy];
  };
  // The inverse: a crop pixel back through the scale and the turn to the photo.
  const a = (roll * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const rw = Math.abs(w * cos) + Math.abs(h * sin);
  const rh = Math.abs(w * sin) + Math.abs(h * cos);
  const outside = new Uint8Array(crop.width * crop.height);
  for (let y = 0; y < crop.height; y++)
    for (let x = 0; x < crop.width; x++) {
      const dx = x / fx + left - rw / 2;
      const dy = y / fy + top - rh / 2;
      const sx = dx * cos - dy * sin + w / 2;
      const sy = dx * sin + dy * cos + h / 2;
      if (sx < 0 || sy < 0 || sx > w || sy > h) outside[y * crop.width + x] = 1;
    }
  return { rgb: crop, map, outside, scale: fx };
}
