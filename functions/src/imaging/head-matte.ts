// What the face mesh knows about the matte around the head. The selfie model sees the person at 256²: it may
// open a gap in the face or between face and neck (the white backdrop would show through the person), and it
// may join a lamp, a flower or a bright window beside the head to the hair. Settled here with what the mesh and
// the photo say: the face and the top of the neck are person, whatever the model thinks (the rim of the mesh's
// outline only where it is not in the old background's colour: the outline may run past the jaw); a patch beside
// the temples in a colour the head never shows and the old background does is background.
// Not done by colour: the top of the head. There dark hair on a dark wall (h_person-vlado) shares the wall's
// colours, and every colour rule tried there cut real hair. For ID photos a patch standing on the crown is
// judged by its place and its neighbours instead (id-photo/crown-lump.ts); what stays is for the outline rule.
import type { Face, Point } from './faces';
import type { Rgb } from './input';
import { nearAny } from './matting';
import { walkRegion } from './regions';

/** The polygon's inside as a 0/1 map (even-odd rule, pixel centres). */
export function fillPolygon(poly: Point[], w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  if (poly.length < 3) return out;
  const ys = poly.map((p) => p[1]);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      if (a[1] <= cy === b[1] <= cy) continue;
      xs.push(a[0] + ((cy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2)
      for (
        let x = Math.max(0, Math.ceil(xs[k]! - 0.5));
        x <= Math.min(w - 1, Math.floor(xs[k + 1]! - 0.5));
        x++
      )
        out[y * w + x] = 1;
  }
  return out;
}

/** The face's measures in the working image: outline width, forehead (mesh point 10) to chin, mid column. */
function proportions(face: Face) {
  const xs = face.silhouette.map((p) => p[0]);
  const width = xs.length
    ? Math.max(...xs) - Math.min(...xs)
    : 2 * Math.abs(face.eyeLeft[0] - face.eyeRight[0]);
  const forehead = face.mesh[10] ?? face.crown;
  return { width, height: face.chin[1] - forehead[1], forehead, cx: face.chin[0] };
}

/** How far towards its centre the mesh outline is drawn for the sure person (it may run past the real cheek). */
const SURE_SCALE = 0.96;
/**
 * The part of the sure person kept whatever its colour. On a small or slightly turned face the mesh outline can
 * run 5-8 % of the face past the jaw (r_biden: over the blue curtain below the ear); the ring between the two
 * outlines is person only where its colour is not the old background's.
 */
const CORE_SCALE = 0.85;

/**
 * Where the person is certain: the mesh outline drawn `scale` of the way from its centre, and the top of the
 * neck under the chin, a fifth of the face wide (an adult neck is over half as wide as the face) and a sixth of
 * the face deep.
 */
export function surePerson(face: Face, w: number, h: number, scale = SURE_SCALE): Uint8Array {
  const { width, height, cx } = proportions(face);
  const out = new Uint8Array(w * h);
  if (face.silhouette.length >= 20) {
    const c = face.silhouette.reduce<Point>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
    const mid: Point = [c[0] / face.silhouette.length, c[1] / face.silhouette.length];
    const inner = face.silhouette.map((p): Point => [
      mid[0] + scale * (p[0] - mid[0]),
      mid[1] + scale * (p[1] - mid[1]),
    ]);
    out.set(fillPolygon(inner, w, h));
  }
  const top = Math.max(0, Math.round(face.chin[1] - 0.05 * height));
  const bottom = Math.min(h - 1, Math.round(face.chin[1] + height / 6));
  for (let y = top; y <= bottom; y++)
    for (
      let x = Math.max(0, Math.round(cx - 0.1 * width));
      x <= Math.min(w - 1, Math.round(cx + 0.1 * width));
      x++
    )
      out[y * w + x] = 1;
  return out;
}

/** A colour histogram, 16 levels a channel, smoothed over neighbouring bins and normalised to sum 1. */
function histogram(rgb: Rgb, pick: (i: number) => boolean): Float32Array {
  const counts = new Float32Array(4096);
  let n = 0;
  for (let i = 0, j = 0; i < rgb.width * rgb.height; i++, j += 3)
    if (pick(i)) {
      counts[((rgb.data[j]! >> 4) << 8) | ((rgb.data[j + 1]! >> 4) << 4) | (rgb.data[j + 2]! >> 4)]!++;
      n++;
    }
  const out = new Float32Array(4096);
  if (!n) return out;
  for (let r = 0; r < 16; r++)
    for (let g = 0; g < 16; g++)
      for (let b = 0; b < 16; b++) {
        let s = 0;
        for (let dr = -1; dr <= 1; dr++)
          for (let dg = -1; dg <= 1; dg++)
            for (let db = -1; db <= 1; db++) {
              const R = r + dr;
              const G = g + dg;
              const B = b + db;
              if (R >= 0 && G >= 0 && B >= 0 && R < 16 && G < 16 && B < 16)
                s += counts[(R << 8) | (G << 4) | B]!;
            }
        out[(r << 8) | (g << 4) | b] = s / (27 * n);
      }
  return out;
}

/** MediaPipe mesh points along both eyebrows' upper edges. */
const BROWS = [70, 63, 105, 66, 107, 336, 296, 334, 293, 300];

/** How much likelier the old background's colour model must make a pixel than the head's: a colour the hair
 * and skin do not show at all. */
const SIDE_ODDS = 40;
/** A bin probability below which a colour counts as unseen (keeps the ratio finite). */
const UNSEEN = 1e-5;

/** Between the skull estimate and the forehead, over the middle of the head: hair or scalp, never wall. */
function hairBand(face: Face) {
  const { width, forehead, cx } = proportions(face);
  const hairTop = face.crown[1] + 0.45 * (forehead[1] - face.crown[1]);
  return (x: number, y: number) => y >= hairTop && y <= forehead[1] && Math.abs(x - cx) <= 0.3 * width;
}

/**
 * Whether a pixel's colour is the old background's and not the head's: the old background's colour model must
 * make it SIDE_ODDS times likelier than the head's. The head's model holds the hair band, the forehead and the
 * head's deep inside (side hair in shadow).
 */
function backgroundColour(rgb: Rgb, alpha: Uint8Array, face: Face, sure: Uint8Array, outside?: Uint8Array) {
  const { width: w, height: h } = rgb;
  const { width, height, forehead, cx } = proportions(face);
  const inHairBand = hairBand(face);
  // Hair and skin as the rim shows them: the hair band and the forehead above the brows (the eyes, nostrils and
  // mouth are dark like many walls, and never on the rim).
  const browY = Math.min(...BROWS.map((k) => face.mesh[k]?.[1] ?? forehead[1]));
  const person = histogram(rgb, (i) => {
    const x = i % w;
    const y = (i - x) / w;
    return alpha[i]! >= 250 && ((sure[i] === 1 && y < browY) || inHairBand(x, y));
  });
  // Beside the temples the model also holds the head's deep inside (hair in shadow included): a patch of wall
  // joined at the rim is thin, a head's side hair is not.
  const thin = new Uint8Array(w * h);
  for (let i = 0; i < thin.length; i++) thin[i] = alpha[i]! < 250 ? 1 : 0;
  const shallow = nearAny(thin, w, h, Math.max(2, Math.round(0.04 * height)));
  const mouthY = face.chin[1] - 0.3 * height;
  const head = histogram(rgb, (i) => !shallow[i] && i < mouthY * w);
  const back = histogram(rgb, (i) => {
    const x = i % w;
    const y = (i - x) / w;
    return alpha[i]! <= 12 && !outside?.[i] && y <= face.chin[1] && Math.abs(x - cx) <= 1.5 * width;
  });
  // `body`: a histogram of more of the person's colours, counted with the head's (the outline below the eyes).
  return (i: number, body?: Float32Array) => {
    const j = 3 * i;
    const b = ((rgb.data[j]! >> 4) << 8) | ((rgb.data[j + 1]! >> 4) << 4) | (rgb.data[j + 2]! >> 4);
    return back[b]! + UNSEEN > SIDE_ODDS * (person[b]! + head[b]! + (body?.[b] ?? 0) + UNSEEN);
  };
}

/**
 * Clears regions of the matte in rows `first`..`last` in the old background's colour (`looksLikeBackground`),
 * except where `kept` says, that touch the background: a lamp or flower the model joined to the hair. Returns
 * the pixels cleared.
 */
function dropBackgroundColoured(
  rgb: Rgb,
  alpha: Uint8Array,
  face: Face,
  sure: Uint8Array,
  looksLikeBackground: (i: number) => boolean,
  [first, last]: [number, number],
  kept: (x: number, y: number) => boolean,
): number {
  const { width: w, height: h } = rgb;
  const { height } = proportions(face);
  const suspect = new Uint8Array(w * h);
  for (let y = Math.max(0, first); y <= last; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (alpha[i]! < 128 || sure[i] || kept(x, y)) continue;
      if (looksLikeBackground(i)) suspect[i] = 1;
    }
  // Suspect regions touching the background go, with the soft rim around them; enclosed ones (a dark strand
  // inside the hair) stay. Tiny ones are the hair's own mixed edge pixels.
  const minSize = Math.max(12, Math.round((0.03 * height) ** 2));
  const seen = new Uint8Array(w * h);
  let cleared = 0;
  for (let start = Math.max(0, first) * w; start <= last * w + w - 1; start++) {
    if (!suspect[start] || seen[start]) continue;
    let touches = false;
    const region = walkRegion(
      w,
      last + 1,
      start,
      (q) => suspect[q] === 1,
      seen,
      (q) => {
        if (alpha[q]! < 128) touches = true;
      },
    );
    if (!touches || region.length < minSize) continue;
    for (const p of region) {
      const x = p % w;
      const y = (p - x) / w;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const q = (y + dy) * w + x + dx;
          if (x + dx < 0 || x + dx >= w || y + dy < 0 || y + dy >= h) continue;
          if (q === p || (alpha[q]! < 128 && !sure[q])) alpha[q] = 0;
        }
    }
    cleared += region.length;
  }
  return cleared;
}

/** Colours of the body: the matte's deep inside below the chin, far from its edge (a pocket of wall is not). */
function bodyColours(rgb: Rgb, alpha: Uint8Array, face: Face) {
  const { width: w, height: h } = rgb;
  const thin = new Uint8Array(w * h);
  for (let i = 0; i < thin.length; i++) thin[i] = alpha[i]! < 250 ? 1 : 0;
  const shallow = nearAny(thin, w, h, Math.max(2, Math.round(0.15 * proportions(face).height)));
  return histogram(rgb, (i) => !shallow[i] && i > face.chin[1] * w);
}

/**
 * The matte made consistent with the face: sure person solid (its outer ring only where not in the old
 * background's colour), background-coloured rim patches beside the temples cleared. With `wholeOutline` (a
 * composite, not an ID photo) also below the eyes, beside the neck and over the shoulders, where the body's own
 * colours count as the person's too. Returns the pixels cleared.
 */
export function settleHeadMatte(
  rgb: Rgb,
  alpha: Uint8Array,
  face: Face,
  outside?: Uint8Array,
  wholeOutline = false,
) {
  const sure = surePerson(face, rgb.width, rgb.height);
  const core = surePerson(face, rgb.width, rgb.height, CORE_SCALE);
  for (let i = 0; i < alpha.length; i++) if (core[i] && !outside?.[i]) alpha[i] = 255;
  // The colour models see the core as person already, so a gap the model opened in the face is not taken for
  // background colour.
  const looksLikeBackground = backgroundColour(rgb, alpha, face, sure, outside);
  for (let i = 0; i < alpha.length; i++) {
    if (!sure[i] || core[i] || outside?.[i]) continue;
    if (!looksLikeBackground(i)) alpha[i] = 255;
    else sure[i] = 0; // wall the mesh outline ran over: left to the matte and to the clearing below
  }
  // Beside the temples, down to the eyes: not over the top of the head, nor the hair band over the forehead.
  const { width, forehead, cx } = proportions(face);
  const inHairBand = hairBand(face);
  const eyes = Math.min(rgb.height - 1, Math.round((face.eyeLeft[1] + face.eyeRight[1]) / 2));
  const overHead = (x: number, y: number) =>
    inHairBand(x, y) || (Math.abs(x - cx) <= 0.4 * width && y <= forehead[1]);
  let cleared = dropBackgroundColoured(rgb, alpha, face, sure, looksLikeBackground, [0, eyes], overHead);
  if (wholeOutline) {
    const body = bodyColours(rgb, alpha, face);
    const rows: [number, number] = [eyes + 1, rgb.height - 1];
    const byBody = (i: number) => looksLikeBackground(i, body);
    cleared += dropBackgroundColoured(rgb, alpha, face, sure, byBody, rows, () => false);
  }
  return cleared;
}
