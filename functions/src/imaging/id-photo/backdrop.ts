// The white backdrop: what shows on it, what floats on it apart from the person, and highlights kept off it.
import type { Face, Point } from '../faces';
import type { Rgb } from '../input';
import { walkRegion } from '../regions';
import { crossings } from './sides';

/**
 * How far off white (darkest channel, 0-255) a pixel over the white backdrop must be to be seen at all: about
 * 6 % of the range, the faintest step a print shows on white paper. White hair's soft top, decontaminated onto
 * white, is matte but invisible; an office's ruler meets the first hair it can see.
 */
const SHOWN_OFF_WHITE = 16;
/** Off white enough that anyone sees it at a glance (about 16 % of the range). */
export const CLEARLY_OFF_WHITE = 40;

/** The matte, zeroed where the finished pixel does not visibly differ from the white backdrop. */
export function shown(rgb: Rgb, alpha: Uint8Array, offWhite = SHOWN_OFF_WHITE): Uint8Array {
  const out = new Uint8Array(alpha.length);
  for (let i = 0, j = 0; i < alpha.length; i++, j += 3) {
    const darkest = Math.min(rgb.data[j]!, rgb.data[j + 1]!, rgb.data[j + 2]!);
    out[i] = 255 - darkest >= offWhite ? alpha[i]! : 0;
  }
  return out;
}

/**
 * What the print shows over the white backdrop, matte or not (a soft rim of old background the matte calls
 * background still shows): 255 where a pixel and the one below it visibly differ from white, a speck of one row
 * does not count.
 */
export function ink(rgb: Rgb): Uint8Array {
  const { width: w, data } = rgb;
  const out = new Uint8Array(w * rgb.height);
  const off = (i: number) =>
    255 - Math.min(data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!) >= SHOWN_OFF_WHITE;
  for (let i = 0; i < out.length - w; i++) out[i] = off(i) && off(i + w) ? 255 : 0;
  return out;
}

/**
 * Whites out whatever shows on the white backdrop above the mouth without a visible path to the face: loose
 * strands and specks of old background beside and above the hair. The matte may join them to the person through
 * pixels its decontamination turned (almost) white; on the print they float. Below the mouth nothing is touched
 * (a white collar may separate tie and jacket from the face).
 */
export function clearFloating(rgb: Rgb, alpha: Uint8Array, seed: Point, lastRow: number) {
  const { width: w, height: h } = rgb;
  const off = (i: number) =>
    255 - Math.min(rgb.data[3 * i]!, rgb.data[3 * i + 1]!, rgb.data[3 * i + 2]!) >= SHOWN_OFF_WHITE;
  const start = Math.round(seed[1]) * w + Math.round(seed[0]);
  if (seed[0] < 0 || seed[1] < 0 || seed[0] >= w || seed[1] >= h || !off(start)) return;
  const joined = new Uint8Array(w * h);
  walkRegion(w, h, start, off, joined);
  const last = Math.min(h - 1, Math.round(lastRow));
  for (let i = 0; i < (last + 1) * w; i++)
    if (!joined[i] && off(i)) {
      alpha[i] = 0;
      rgb.data[3 * i] = rgb.data[3 * i + 1] = rgb.data[3 * i + 2] = 255;
    }
}

/** The brightest level the solid person keeps on a white backdrop; highlights above KNEE are compressed into it. */
const PERSON_MAX = 245;
const KNEE = 225;

/**
 * A forehead or cheek the camera clipped to pure white would merge with the white backdrop and the face's outline
 * would vanish on the print (an office asks for even lighting). The solid person's highlights roll off below
 * the backdrop's white; the soft rim is left as composited (darkening it would draw a grey fringe).
 */
export function offWhite(rgb: Rgb, alpha: Uint8Array): Rgb {
  const slope = (PERSON_MAX - KNEE) / (255 - KNEE);
  for (let i = 0, j = 0; i < alpha.length; i++, j += 3)
    if (alpha[i] === 255)
      for (let c = 0; c < 3; c++) {
        const v = rgb.data[j + c]!;
        if (v > KNEE) rgb.data[j + c] = Math.round(KNEE + (v - KNEE) * slope);
      }
  return rgb;
}

/**
 * The face's outline is drawn this share in towards its centre: the mesh's own edge may lie on hair or backdrop.
 * On the diverse portraits clean outputs count 0-5 gaps inside it, a dark cheek's notch by the ear against a
 * dark wall 39-51, a matte that lost the side of a face 101.
 */
const FACE_INSET = 0.05;

/** Lighter than this in every channel, a finished pixel is the backdrop's white: the person is kept under PERSON_MAX. */
const BACKDROP_WHITE = 250;

/**
 * Pixels inside the face that the matte gave to the backdrop: on a white result they print white, a hole in the
 * face (a pale cheek against a pale wall, a matte that lost the side of the face). Pixels the matte kept only
 * partly, whose pale colour blends into the white as white, count too (`print`).
 */
export function faceGaps(alpha: Uint8Array, print: Rgb, face: Face) {
  const { silhouette } = face;
  if (silhouette.length < 3) return 0;
  const { width: w, height: h, data } = print;
  const white = (i: number) => Math.min(data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!) >= BACKDROP_WHITE;
  const c = silhouette.reduce(
    (t, p) => [t[0] + p[0] / silhouette.length, t[1] + p[1] / silhouette.length],
    [0, 0],
  );
  const outline = silhouette.map((p): Point => [
    c[0] + (1 - FACE_INSET) * (p[0] - c[0]),
    c[1] + (1 - FACE_INSET) * (p[1] - c[1]),
  ]);
  const ys = outline.map((p) => p[1]);
  let gaps = 0;
  for (let y = Math.max(0, Math.ceil(Math.min(...ys))); y <= Math.min(h - 1, Math.max(...ys)); y++) {
    const across = crossings(outline, y);
    if (!across) continue;
    for (let x = Math.max(0, Math.ceil(across[0])); x <= Math.min(w - 1, across[1]); x++)
      if (alpha[y * w + x]! < 128 || white(y * w + x)) gaps++;
  }
  return gaps;
}
