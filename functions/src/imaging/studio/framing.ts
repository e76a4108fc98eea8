// Framing a headshot from a reference crop: which window of the crop the output shows, and where the person must
// fade out because the window reaches past the real photo (a smeared edge, or past the crop's side in a landscape
// frame, where the backdrop carries on but the person cannot).

/** The crops' framing, which the headshot maker relies on: square, the head (crown to chin) headShare of the side
 * tall, its centre at headCentreY of the side from the top, centred across. Room for the shoulders below. */
export const CROP = { side: 1024, headShare: 0.4, headCentreY: 0.42 } as const;
export const CROP_SIDE = CROP.side;

/** x0, y0, x1, y1 in crop pixels. */
export type Region = [number, number, number, number];

/** A rectangle of the crop in its pixels; it may reach past the crop's edges. */
export interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Zooming in further than this makes the head crowd the frame. */
const MAX_ZOOM = 1.4;
/** Half the width around the head's axis every window keeps (the head is ~0.3 of the side wide). */
const HEAD_HALF_WIDTH = 0.2 * CROP.side;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function windowAt(aspect: number, zoom: number, shift: number, real: Region): Window {
  const S = CROP.side;
  const height = S / zoom;
  const width = height * aspect;
  // The head keeps its place relative to the height; at zoom 1 the window is the crop's full height.
  const top = CROP.headCentreY * (S - height);
  // Left as the seed asks, kept around the head, then inside the real photo when it fits.
  let left = clamp(S / 2 + shift - width / 2, S / 2 + HEAD_HALF_WIDTH - width, S / 2 - HEAD_HALF_WIDTH);
  if (width <= real[2] - real[0])
    left = clamp(left, Math.max(real[0], S / 2 + HEAD_HALF_WIDTH - width), real[2] - width);
  return { left, top, width, height };
}

/** Area of the window past the real region, ignoring the sides of a landscape frame (wider than any crop). */
function overflow(w: Window, real: Region, aspect: number) {
  const outside = (a0: number, a1: number, r0: number, r1: number) =>
    Math.max(0, r0 - a0) + Math.max(0, a1 - r1);
  const x = aspect > 1 ? 0 : outside(w.left, w.left + w.width, real[0], real[2]) * w.height;
  return x + outside(w.top, w.top + w.height, real[1], real[3]) * w.width;
}

/**
 * The window for an output of `aspect` (width / height): the seed's zoom (`zoom`, ≥ 1) and shift, zoomed in further
 * (up to MAX_ZOOM) when that keeps the window inside the real photo.
 */
export function chooseWindow(aspect: number, zoom: number, shift: number, real: Region): Window {
  let best = windowAt(aspect, zoom, shift, real);
  let bestOver = overflow(best, real, aspect);
  for (let z = zoom + 0.05; bestOver > 0 && z <= MAX_ZOOM + 1e-9; z += 0.05) {
    const w = windowAt(aspect, z, shift, real);
    const over = overflow(w, real, aspect);
    if (over < bestOver - 1) {
      best = w;
      bestOver = over;
    }
  }
  return best;
}

/**
 * Multiplies the person's matte (output pixels) by a ramp to 0 at every edge of the real region that falls inside
 * the window, so the person dissolves into the backdrop there instead of ending in a smear or a straight cut.
 */
export function fadeOutside(matte: Buffer, outW: number, outH: number, w: Window, real: Region): void {
  const sx = outW / w.width;
  const sy = outH / w.height;
  const x0 = (real[0] - w.left) * sx;
  const x1 = (real[2] - w.left) * sx;
  const y0 = (real[1] - w.top) * sy;
  const y1 = (real[3] - w.top) * sy;
  const F = 0.08 * Math.min(outW, outH);
  const sides = { left: x0 > 1, right: x1 < outW - 1, top: y0 > 1, bottom: y1 < outH - 1 };
  if (!sides.left && !sides.right && !sides.top && !sides.bottom) return;
  const ramp = (d: number) => {
    const t = clamp(d / F, 0, 1);
    return t * t * (3 - 2 * t);
  };
  for (let y = 0; y < outH; y++) {
    let fy = 1;
    if (sides.top) fy = Math.min(fy, ramp(y - y0));
    if (sides.bottom) fy = Math.min(fy, ramp(y1 - y));
    for (let x = 0; x < outW; x++) {
      let f = fy;
      if (sides.left) f = Math.min(f, ramp(x - x0));
      if (sides.right) f = Math.min(f, ramp(x1 - x));
      if (f < 1) matte[y * outW + x] = Math.round(matte[y * outW + x]! * f);
    }
  }
}
