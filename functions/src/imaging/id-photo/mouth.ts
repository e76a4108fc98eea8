// Teeth seen between the lips. The mesh's lip gap misses a smile that parts the lips only a little (its inner
// contour stays shut while the teeth show), so the pixels along the lips' meeting line are looked at too: teeth
// are brighter than the cheeks and nearly colourless, where lips (even pale or glossy ones) are neither.
import type { Face, Point } from '../faces';
import type { Rgb } from '../input';

/** MediaPipe mesh, corner to corner: the upper lip's outer and inner contours, then the lower lip's. */
const UPPER_OUTER = [185, 40, 39, 37, 0, 267, 269, 270, 409];
const UPPER_INNER = [191, 80, 81, 82, 13, 312, 311, 310, 415];
const LOWER_OUTER = [146, 91, 181, 84, 17, 314, 405, 321, 375];
const LOWER_INNER = [95, 88, 178, 87, 14, 317, 402, 318, 324];
const CORNERS = [78, 308];
/** Cheek points below the eyes (and below glasses). */
const CHEEKS = [205, 425, 187, 411, 50, 280];
/** How far into each lip the band reaches from the lips' meeting line (shares of the lip's thickness). */
const INTO_UPPER = 0.45;
const INTO_LOWER = 0.3;

function inside(poly: Point[], x: number, y: number) {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) odd = !odd;
  }
  return odd;
}

const tone = (rgb: Rgb, x: number, y: number) => {
  const j = 3 * (y * rgb.width + x);
  const r = rgb.data[j]!;
  const g = rgb.data[j + 1]!;
  const b = rgb.data[j + 2]!;
  const max = Math.max(r, g, b);
  return { light: (r + g + b) / 3, chroma: max ? (max - Math.min(r, g, b)) / max : 0 };
};

const median = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1] ?? 0;

/**
 * The share (0-1) of the band along the lips' meeting line that shows teeth: pixels brighter than the cheeks
 * and than most of the band, with at most 0.2 (and at most 0.6 of the skin's) colourfulness.
 */
export function teethShown(rgb: Rgb, face: Face): number {
  const m = face.mesh;
  if (m.length < 468) return 0;
  const towards = (a: number, b: number, t: number): Point => [
    m[a]![0] + t * (m[b]![0] - m[a]![0]),
    m[a]![1] + t * (m[b]![1] - m[a]![1]),
  ];
  const band: Point[] = [
    m[CORNERS[0]!]!,
    ...UPPER_INNER.map((i, k) => towards(i, UPPER_OUTER[k]!, INTO_UPPER)),
    m[CORNERS[1]!]!,
    ...LOWER_INNER.map((i, k) => towards(i, LOWER_OUTER[k]!, INTO_LOWER)).reverse(),
  ];
  const skin = CHEEKS.flatMap((i) => {
    const x = Math.min(rgb.width - 1, Math.max(0, Math.round(m[i]![0])));
    const y = Math.min(rgb.height - 1, Math.max(0, Math.round(m[i]![1])));
    return [tone(rgb, x, y)];
  });
  const skinLight = median(skin.map((t) => t.light));
  const skinChroma = median(skin.map((t) => t.chroma));
  const xs = band.map((p) => p[0]);
  const ys = band.map((p) => p[1]);
  const pixels: ReturnType<typeof tone>[] = [];
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(rgb.height - 1, Math.max(...ys)); y++)
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(rgb.width - 1, Math.max(...xs)); x++)
      if (inside(band, x + 0.5, y + 0.5)) pixels.push(tone(rgb, x, y));
  if (!pixels.length) return 0;
  const lower = [...pixels.map((p) => p.light)].sort((a, b) => a - b)[Math.floor(0.3 * pixels.length)]!;
  const bright = Math.max(skinLight + 10, lower + 40);
  const grey = Math.min(0.2, 0.6 * skinChroma);
  const teeth = pixels.filter((p) => p.chroma <= grey && p.light >= bright).length;
  return Math.round((teeth / pixels.length) * 1000) / 1000;
}

/**
 * The lips' opening seen in the pixels: down the middle half of the mouth, the run of pixels around the lips'
 * meeting line that are not lip (the dark mouth behind parted lips, or teeth), over the height from between the
 * eyes to the chin.
 * The mesh's inner contour often stays shut on lips parted a little; a closed mouth shows only a thin crease.
 */
export function gapShown(rgb: Rgb, face: Face): number {
  const m = face.mesh;
  if (m.length < 468) return 0;
  const at = (x: number, y: number) =>
    tone(
      rgb,
      Math.min(rgb.width - 1, Math.max(0, Math.round(x))),
      Math.min(rgb.height - 1, Math.max(0, Math.round(y))),
    );
  // The lips' own tone: midway between each lip's outer and inner contour.
  const lips = [
    ...UPPER_OUTER.map((o, k) => [o, UPPER_INNER[k]!]),
    ...LOWER_OUTER.map((o, k) => [o, LOWER_INNER[k]!]),
  ].map(([o, i]) => at((m[o!]![0] + m[i!]![0]) / 2, (m[o!]![1] + m[i!]![1]) / 2));
  const lipLight = median(lips.map((t) => t.light));
  const lipChroma = median(lips.map((t) => t.chroma));
  const height = Math.hypot(m[168]![0] - m[152]![0], m[168]![1] - m[152]![1]);
  const [l, r] = [m[CORNERS[0]!]![0], m[CORNERS[1]!]![0]];
  const runs: number[] = [];
  for (let x = Math.round(l + 0.3 * (r - l)); x <= Math.round(l + 0.7 * (r - l)); x++) {
    // The meeting line and the outer lips at this column, from the mesh's mid-line points.
    const meet = meetingLine(x, m);
    const top = Math.round(meet - 0.8 * (meet - m[0]![1]));
    const bottom = Math.round(meet + 0.8 * (m[17]![1] - meet));
    const notLip = (y: number) => {
      const p = at(x, y);
      return p.light < 0.6 * lipLight || (p.light > lipLight + 25 && p.chroma < 0.6 * lipChroma);
    };
    let best = 0;
    let run = 0;
    for (let y = top; y <= bottom; y++) {
      run = notLip(y) ? run + 1 : 0;
      best = Math.max(best, run);
    }
    runs.push(best);
  }
  return height ? Math.round((median(runs) / height) * 1000) / 1000 : 0;
}

/**
 * A lit strip between the lips: lips parted a little over the teeth show, down each column, a band lighter than
 * the dark lines on both of its sides (the lips' edges, the mouth's shadow), where closed lips darken steadily
 * into one crease. Read in each pixel's darkest channel, where teeth (lighter and greyer than lips) stand out
 * most. Returns the median, over the middle of the mouth, of each column's strongest such band: how much lighter
 * it is than the darker of its two sides, in per cent of the lips' tone there (a relit or dark-skinned mouth
 * has the same contrast in fewer levels).
 */
export function stripShown(rgb: Rgb, face: Face): number {
  const m = face.mesh;
  if (m.length < 468) return 0;
  const low = (x: number, y: number) => {
    const j =
      3 * (Math.min(rgb.height - 1, Math.max(0, y)) * rgb.width + Math.min(rgb.width - 1, Math.max(0, x)));
    return Math.min(rgb.data[j]!, rgb.data[j + 1]!, rgb.data[j + 2]!);
  };
  const lowest = (x: number, a: number, b: number) => {
    let v = 255;
    for (let y = a; y <= b; y++) v = Math.min(v, low(x, y));
    return v;
  };
  const height = Math.hypot(m[168]![0] - m[152]![0], m[168]![1] - m[152]![1]);
  // The strip lies within 3.5 % of the face's height of the crease; its outer dark line within 5 %.
  const reach = Math.max(3, Math.round(0.05 * height));
  const near = Math.max(2, Math.round(0.035 * height));
  const [l, r] = [m[CORNERS[0]!]![0], m[CORNERS[1]!]![0]];
  const cols: number[] = [];
  for (let x = Math.round(l + 0.35 * (r - l)); x <= Math.round(l + 0.65 * (r - l)); x++) {
    const c = crease(x, m, reach, low);
    let best = 0;
    for (let p = c - near; p <= c + near; p++) {
      if (p === c) continue;
      const outer = p < c ? lowest(x, c - reach, p - 1) : lowest(x, p + 1, c + reach);
      const inner = p < c ? lowest(x, p + 1, c) : lowest(x, c, p - 1);
      best = Math.max(best, low(x, p) - Math.max(outer, inner));
    }
    const around: number[] = [];
    for (let y = c - reach; y <= c + reach; y++) around.push(low(x, y));
    cols.push((100 * best) / Math.max(16, median(around)));
  }
  return median(cols);
}

/** The row of the lips' meeting line at column x: from corner to corner, bent through the mid-line's lips. */
function meetingLine(x: number, m: Point[]) {
  const [l, r] = [m[CORNERS[0]!]![0], m[CORNERS[1]!]![0]];
  const t = (x - l) / (r - l);
  const [a, b] = [m[CORNERS[0]!]![1], m[CORNERS[1]!]![1]];
  return (1 - t) * a + t * b + (1 - Math.abs(2 * t - 1)) * ((m[13]![1] + m[14]![1]) / 2 - (a + b) / 2);
}

/** The lips' meeting line at column x, moved to the darkest pixel near it. */
function crease(x: number, m: Point[], reach: number, low: (x: number, y: number) => number) {
  const meet = Math.round(meetingLine(x, m));
  let c = meet;
  for (let y = meet - reach; y <= meet + reach; y++) if (low(x, y) < low(x, c)) c = y;
  return c;
}
