// The old background's light on the hair's solid rim. A blue studio wall tints the outer strands of dark hair
// blue; the matte rightly keeps them, so decontamination (which works on the soft edge) leaves them, and on white
// they print as a blue fringe round the head (a quiff on a blue wall: 3,014 rim pixels by the second method).
import type { Rgb } from '../input';
import type { Matte } from '../matting';

/**
 * Only pixels at most this share of the old background's brightness are hair lit by it: a patch of the wall the
 * matte kept is as bright as the wall, and keeps its colour for the outline checks to find.
 */
const DARKER_THAN_BACK = 0.6;
/** Dark hair, brightness 0-255: its own colour is read from such pixels deep inside the head. */
const DARK_HAIR = 90;
/** Fewer such pixels than this: no dark hair to read a colour from, nothing is changed. */
const MIN_HAIR = 200;

/** Mean chroma (colour minus its brightness) of the dark solid pixels above `last` that no background is near. */
function hairChroma(composite: Rgb, matte: Matte, last: number) {
  const { data, width: w } = composite;
  const sum = [0, 0, 0];
  let n = 0;
  for (let i = 0, j = 0; i < (last + 1) * w; i++, j += 3) {
    if (matte.alpha[i]! < 255 || matte.back[j]! >= 0) continue;
    const lum = (data[j]! + data[j + 1]! + data[j + 2]!) / 3;
    if (lum > DARK_HAIR) continue;
    for (let c = 0; c < 3; c++) sum[c]! += data[j + c]! - lum;
    n++;
  }
  return n < MIN_HAIR ? null : sum.map((s) => s / n);
}

/**
 * Takes the old background's tint out of the person's dark solid rim above `lastRow` (the eyes: the hair over
 * the head): each pixel's chroma (brightness kept) loses the part beyond the dark hair's own that points the way
 * of the old background's chroma nearby. Lower down nothing changes: a navy collar before a blue wall is navy,
 * and a patch of a dark blue curtain kept beside an ear stays blue for the outline checks (taken down to the
 * chin, r_obama3's curtain read 34 there, passed, where the second method still counted 263).
 */
export function despillRim(composite: Rgb, matte: Matte, lastRow: number): Rgb {
  const { alpha, back } = matte;
  const { data, width: w } = composite;
  const last = Math.min(composite.height - 1, Math.round(lastRow));
  const hair = hairChroma(composite, matte, last);
  if (!hair) return composite;
  const d = [0, 0, 0];
  for (let i = 0, j = 0; i < (last + 1) * w; i++, j += 3) {
    if (alpha[i]! < 128 || back[j]! < 0) continue;
    const lum = (data[j]! + data[j + 1]! + data[j + 2]!) / 3;
    const backLum = (back[j]! + back[j + 1]! + back[j + 2]!) / 3;
    if (lum > DARKER_THAN_BACK * backLum) continue;
    let t = 0;
    let len = 0;
    for (let c = 0; c < 3; c++) {
      d[c] = back[j + c]! - backLum;
      t += (data[j + c]! - lum - hair[c]!) * d[c]!;
      len += d[c]! * d[c]!;
    }
    if (t <= 0 || len === 0) continue;
    for (let c = 0; c < 3; c++)
      data[j + c] = Math.max(0, Math.min(255, Math.round(data[j + c]! - (t / len) * d[c]!)));
  }
  return composite;
}
