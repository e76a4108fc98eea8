// A lump of old background on the crown: the matte keeps a patch of wall or ceiling standing on the hair, and on
// white it prints as a grey or coloured lump (a café's grey ceiling on a greying man's crown: the outline rule
// read 41 on the US crop and 106 on the Chinese visa's, and failed). By colour alone the head's models cannot
// tell it: his greying hair shows the same greys (head-matte.ts). Here it is told by place and by neighbours:
// standing above the head's outline with the small bumps opened away, in the colour of the old background right
// beside it on the same row and not of the hair right under it, it is background.
import type { Face } from '../faces';
import type { Rgb } from '../input';
import { matteTop, nearAny } from '../matting';
import { outlineSpan } from './head';

/** Bumps narrower than this share of the face outline's width are opened away from the head's top outline. */
const LUMP_WIDTH = 0.2;
/** How far along the row the old background beside a pixel is looked for, as a share of the face width. */
const BESIDE = 0.15;
/** The hair under the outline is read this share of the face width deep. */
const UNDER = 0.04;
/** A colour this close (largest channel difference) to the background beside it matches it. */
const MATCH = 30;
/** ...and it must stand at least this much further from the hair under it. */
const APART = 2;
/** A column stands above the opened outline by this many pixels or more (a strand's pixel is not a lump). */
const STANDS = 2;
/**
 * A lump is cleared when at most 1 - WHOLE of it is unlike the background beside it and at least SHOWN of it is
 * plainly that background (like it and not like the hair; the rest is like both: a dark ceiling over dark hair).
 * Otherwise it is left whole, for the outline rule.
 */
const WHOLE = 0.9;
const SHOWN = 0.3;
/** A head whose top comes this share of the face width from the photo's edge is not touched. */
const EDGE = 0.1;
/** Fewer pixels than this standing above the outline are its own unevenness, not a lump. */
const MIN_LUMP = 20;

type Colour = [number, number, number];

const distance = (a: Colour, b: Colour) =>
  Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));

function meanColour(data: Buffer, pixels: number[]): Colour | null {
  if (!pixels.length) return null;
  const s = [0, 0, 0];
  for (const i of pixels) for (let c = 0; c < 3; c++) s[c]! += data[3 * i + c]!;
  return s.map((v) => v / pixels.length) as Colour;
}

/**
 * Clears old background standing on the crown from `alpha` (above the eyes, over the face outline's width and a
 * little more): pixels above the top outline opened of bumps narrower than LUMP_WIDTH of the face, matching the
 * old background beside them on their row and not the hair under the outline. Soft pixels left around them go
 * too. Returns the lump's pixels cleared.
 */
export function clearCrownLump(rgb: Rgb, alpha: Uint8Array, face: Face, outside: Uint8Array): number {
  const { width: w, data } = rgb;
  const span = outlineSpan(face);
  if (!span) return 0;
  const faceWidth = span.right - span.left;
  const cx = (span.left + span.right) / 2;
  const eyes = Math.min(rgb.height - 1, Math.round((face.eyeLeft[1] + face.eyeRight[1]) / 2));
  const x0 = Math.max(0, Math.round(cx - 0.55 * faceWidth));
  const x1 = Math.min(w - 1, Math.round(cx + 0.55 * faceWidth));
  // Each column's top in the matte (below the eyes where it has none above them).
  const tops: number[] = [];
  for (let x = x0; x <= x1; x++) {
    const top = matteTop(alpha, w, x, x, eyes);
    tops.push(top < 0 ? eyes + 1 : top);
  }
  // Opening the outline (rows grow downwards): the lowest top near each column, then the highest of those.
  const half = Math.max(2, Math.round((LUMP_WIDTH * faceWidth) / 2));
  const window = (k: number) => [Math.max(0, k - half), Math.min(tops.length, k + half + 1)] as const;
  const eroded = tops.map((_, k) => Math.max(...tops.slice(...window(k))));
  const opened = eroded.map((_, k) => Math.min(...eroded.slice(...window(k))));
  const colourAt = (i: number): Colour => [data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!];
  const beside = Math.round(BESIDE * faceWidth);
  const under = Math.max(2, Math.round(UNDER * faceWidth));
  const backgroundBeside = (x: number, y: number, step: 1 | -1) => {
    for (let d = 1, xx = x + step; d <= beside && xx >= 0 && xx < w; d++, xx += step) {
      const i = y * w + xx;
      if (alpha[i]! <= 12 && !outside[i]) return colourAt(i);
    }
    return null;
  };
  // A head whose top comes near the photo's edge anywhere is left alone: a bun cut there must still be refused
  // (refusals.ts reads the matte's top against the edge), and clearing beside it moved that top away.
  const edge = Math.round(EDGE * faceWidth);
  for (let k = 0; k < tops.length; k++)
    for (let y = Math.max(0, tops[k]! - edge); y <= Math.min(tops[k]!, eyes); y++)
      if (y === 0 || outside[y * w + x0 + k]) return 0;
  /** 1: the background beside it and not the hair under it; -1: not the background beside it; 0: both. */
  const verdict = (i: number, x: number, y: number, hair: Colour) => {
    const own = colourAt(i);
    const back = [backgroundBeside(x, y, -1), backgroundBeside(x, y, 1)].filter((b): b is Colour => !!b);
    const toBack = Math.min(...back.map((b) => distance(own, b)));
    if (toBack > MATCH) return -1;
    return distance(own, hair) >= APART * Math.max(toBack, MATCH / 2) ? 1 : 0;
  };
  const stands = (k: number) => tops[k]! <= opened[k]! - STANDS && opened[k]! <= eyes;
  // Each run of columns standing above the opened outline is one lump, judged whole: cleared in part, the rest
  // of it would read as a smaller lump than the print shows (a photo turned 30°: 68 → 22, passed).
  const cleared = new Uint8Array(alpha.length);
  let count = 0;
  for (let k = 0; k < tops.length; k++) {
    if (!stands(k)) continue;
    const lump: number[] = [];
    let proper = 0;
    let matched = 0;
    let foreign = 0;
    let judged = true;
    for (; k < tops.length && stands(k); k++) {
      const x = x0 + k;
      const hairPixels: number[] = [];
      for (let y = opened[k]! + 1; y <= Math.min(eyes, opened[k]! + under); y++)
        if (alpha[y * w + x]! >= 250) hairPixels.push(y * w + x);
      const hair = meanColour(data, hairPixels);
      if (!hair) judged = false;
      for (let y = tops[k]!; y < opened[k]! && judged; y++) {
        const i = y * w + x;
        if (alpha[i]! < 128) continue;
        const v = verdict(i, x, y, hair!);
        // The lump proper, and the rows the opening takes off the dome's own top, where only what is plainly
        // background goes.
        if (y < opened[k]! - STANDS) {
          proper++;
          if (v === 1) matched++;
          if (v === -1) foreign++;
          if (v >= 0) lump.push(i);
        } else if (v === 1) lump.push(i);
      }
    }
    if (!judged || proper < MIN_LUMP || foreign > (1 - WHOLE) * proper || matched < SHOWN * proper) continue;
    for (const i of lump) cleared[i] = 1;
    count += lump.length;
  }
  if (!count) return 0;
  // The lump's soft rim goes with it: pixels kept partly within two of a cleared one, above the outline.
  const near = nearAny(cleared, w, rgb.height, 2);
  for (let k = 0; k < tops.length; k++)
    for (let y = 0; y < Math.min(opened[k]!, eyes); y++) {
      const i = y * w + x0 + k;
      if (near[i] && alpha[i]! > 0 && alpha[i]! < 250) cleared[i] = 1;
    }
  for (let i = 0; i < cleared.length; i++) if (cleared[i]) alpha[i] = 0;
  return count;
}
