// How far the head reaches towards the side edges, as the documents ask it: the whole head (hair over the skull
// included) down to the eyes, and below them the face outline and the ears. Long loose hair falling beside the
// cheeks is not the head: no document asks for room beside it (Korea: the whole head and the face outline in
// the frame; Japan: margins around the head; the US: the full face centred), and a studio hands over such a
// photo with the hair running off the sides. A hand raised beside the face is another matter: skin the size of
// a palm beside the face on those rows is measured with the head (no document takes a hand in the photo).
import type { Face, Point } from '../faces';
import type { Rgb } from '../input';
import { walkRegion } from '../regions';

/** MediaPipe mesh: the middle of the inner upper and lower lip. */
const LIPS_MEET = [13, 14] as const;

/**
 * The row where the lips meet: the face and ears are measured down to it. Halfway from the eyes to the chin
 * stopped short of the mouth, under which a shoulder raised beside a leaning head reached the side edge.
 */
export function mouthRow(face: Face) {
  return (face.mesh[LIPS_MEET[0]]![1] + face.mesh[LIPS_MEET[1]]![1]) / 2;
}

/** MediaPipe mesh: the cheeks under the eyes, where skin shows on nearly every face. */
const CHEEKS = [50, 280, 101, 330, 36, 266];

/** How far a pixel's chromaticity may stand from the cheeks' and still be skin (r and g shares of r+g+b). */
const SKIN_CHROMA = 0.035;
/** A dark crease or an earring between the face and the ear: at most this share of the face width is crossed. */
const GAP = 0.06;
/**
 * On the finished photo the walk crosses wider gaps: the shade between the jaw and a shoulder raised beside a
 * leaning head, a deep fold of the ear. The frame is composed with GAP: reaching that far there moved some
 * heads so that the top outline read a lump that is not there.
 */
export const GAP_ON_PRINT = 0.1;

/**
 * A patch of skin beside the face counts when it is at least this share of the face width on each side (a palm
 * or fingers held together, about a third of the face wide): the hair's warm highlights are thin strands.
 */
const HAND = 0.15;

/** The median colour of small patches on the cheeks. */
export function skinOf(rgb: Rgb, face: Face): [number, number, number] {
  const chans: number[][] = [[], [], []];
  for (const i of CHEEKS) {
    const p = face.mesh[i];
    if (!p) continue;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const x = Math.round(p[0]) + dx;
        const y = Math.round(p[1]) + dy;
        if (x < 0 || y < 0 || x >= rgb.width || y >= rgb.height) continue;
        const j = 3 * (y * rgb.width + x);
        for (let c = 0; c < 3; c++) chans[c]!.push(rgb.data[j + c]!);
      }
  }
  return chans.map((v) => v.sort((a, b) => a - b)[v.length >> 1] ?? 128) as [number, number, number];
}

/** Where the polygon's outline crosses row y: [leftmost, rightmost], or null when it does not reach the row. */
export function crossings(poly: Point[], y: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > y === b[1] > y) continue;
    const x = ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0];
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Whether a pixel has the cheeks' colour (and shows on white). */
function skinTest(rgb: Rgb, face: Face) {
  const w = rgb.width;
  const ref = skinOf(rgb, face);
  const sum = ref[0] + ref[1] + ref[2] || 1;
  return (x: number, y: number) => {
    const j = 3 * (y * w + x);
    const r = rgb.data[j]!;
    const g = rgb.data[j + 1]!;
    const b = rgb.data[j + 2]!;
    const s = r + g + b;
    if (255 - Math.min(r, g, b) < 16) return false; // does not show on white
    if (s < 0.45 * sum || s > 1.6 * sum + 30) return false;
    return Math.abs(r / s - ref[0] / sum) < SKIN_CHROMA && Math.abs(g / s - ref[1] / sum) < SKIN_CHROMA;
  };
}

const faceWidthOf = (face: Face) => {
  const xs = face.silhouette.map((p) => p[0]);
  return Math.max(...xs) - Math.min(...xs);
};

/**
 * The face outline and ears on rows fromRow..toRow: from just inside the mesh's outline, outwards while the
 * pixels are skin (small gaps crossed). Returns [leftmost, rightmost] in pixels.
 */
export function faceAndEarSides(
  rgb: Rgb,
  face: Face,
  fromRow: number,
  toRow: number,
  gapShare = GAP,
): [number, number] {
  const { width: w } = rgb;
  const outline = face.silhouette;
  const faceWidth = faceWidthOf(face);
  const skin = skinTest(rgb, face);
  const gap = Math.max(2, Math.round(gapShare * faceWidth));
  const inset = 0.08 * faceWidth;
  let left = Infinity;
  let right = -Infinity;
  for (let y = Math.max(0, Math.round(fromRow)); y <= Math.min(rgb.height - 1, Math.round(toRow)); y++) {
    const across = crossings(outline, y);
    if (!across) continue;
    left = Math.min(left, across[0]);
    right = Math.max(right, across[1]);
    for (const [start, step] of [
      [across[0] + inset, -1],
      [across[1] - inset, 1],
    ] as const) {
      let x = Math.min(w - 1, Math.max(0, Math.round(start)));
      let last = x;
      while (x >= 0 && x < w && Math.abs(x - last) <= gap) {
        if (skin(x, y)) last = x;
        x += step;
      }
      if (step < 0) left = Math.min(left, last);
      else right = Math.max(right, last);
    }
  }
  return Number.isFinite(left) ? [left, right] : [w / 2, w / 2];
}

/**
 * Skin beside the face on rows fromRow..toRow, in the person (`person` ≥ 128): the regions of skin-coloured
 * pixels apart from the face's outline (hair or a flower between) holding at least a palm's area (HAND of the
 * face width squared). A hand raised to the hair or to a flower. Returns [leftmost, rightmost] of those
 * regions in pixels, or null when there is none.
 */
export function handSides(
  rgb: Rgb,
  person: Uint8Array,
  face: Face,
  fromRow: number,
  toRow: number,
): [number, number] | null {
  const { width: w, height: h } = rgb;
  const top = Math.max(0, Math.round(fromRow));
  const rows = Math.min(h - 1, Math.round(toRow)) + 1;
  if (rows <= top || face.silhouette.length < 3) return null;
  const faceWidth = faceWidthOf(face);
  const skin = skinTest(rgb, face);
  const joins = (q: number) => {
    const x = q % w;
    const y = (q - x) / w;
    return y >= top && person[q]! >= 128 && skin(x, y);
  };
  // Where a pixel stands from the face's outline on its row: < 0 inside it, in pixels beyond it outside.
  const gap = Math.max(2, Math.round(GAP * faceWidth));
  const beyond = (x: number, y: number) => {
    const across = crossings(face.silhouette, y);
    return across ? Math.max(across[0] - x, x - across[1]) : Infinity;
  };
  const minArea = (HAND * faceWidth) ** 2;
  const seen = new Uint8Array(w * rows);
  let left = Infinity;
  let right = -Infinity;
  for (let start = top * w; start < rows * w; start++) {
    if (seen[start] || !joins(start)) continue;
    const region = walkRegion(w, rows, start, joins, seen);
    if (region.length < minArea) continue;
    let lo = Infinity;
    let hi = -Infinity;
    let joined = false;
    for (const p of region) {
      const x = p % w;
      if (beyond(x, (p - x) / w) <= gap) joined = true;
      lo = Math.min(lo, x);
      hi = Math.max(hi, x);
    }
    // Skin joined to the face's outline is the face, the ears and the neck: measured by the walk above.
    if (joined) continue;
    left = Math.min(left, lo);
    right = Math.max(right, hi);
  }
  return Number.isFinite(left) ? [left, right] : null;
}

/** The head's extent below the brows: the face outline and ears, and a hand beside them. */
export function belowBrows(
  rgb: Rgb,
  person: Uint8Array,
  face: Face,
  fromRow: number,
  toRow: number,
  gapShare = GAP,
) {
  const [left, right] = faceAndEarSides(rgb, face, fromRow, toRow, gapShare);
  const hand = handSides(rgb, person, face, fromRow, toRow);
  return hand ? ([Math.min(left, hand[0]), Math.max(right, hand[1])] as const) : ([left, right] as const);
}
