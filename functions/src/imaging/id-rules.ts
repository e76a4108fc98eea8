// The rules an ID photo is judged by, from figures measured on the finished photo, and the two measures that
// need the face's own geometry: how far the head stands from the side edges, and whether the mouth is closed.
import type { Face, Point } from './faces';
import type { Rgb } from './input';
import { VISIBLE_ALPHA } from './matting';
import type { IdStandard, Measurements, RuleCheck } from '../contracts';

type Band = readonly [number, number];

/** White enough for "uniform white": the background's darkest channel averages ≥ 94 % (240/255). */
export const MIN_WHITENESS = 0.94;
/**
 * The head must stand clear of the side edges: the hair over the skull down to the eyes, and the face outline and
 * ears below them (long hair falling beside the cheeks may run off). No document gives a figure (Japan asks for
 * margins on all sides); an ear touching the edge is what a photo counter refuses, so at least 1 mm.
 */
export const SIDE_MARGIN_MM = 1;
/** The whole head in the frame: the highest hair over the head stands at least this far below the top edge. */
export const WHOLE_HEAD_MM = 0.5;
/**
 * Teeth showing (share of the band along the lips' meeting line, mouth.ts). Closed lips score 0-0.045 on the
 * diverse portraits (glossy or pale lips), lips parted on the teeth 0.07, a smile showing teeth 0.2 and more.
 */
export const TEETH_MAX = 0.05;
/**
 * Source pixels behind each pixel of the finished photo, across the face. Below this the photo was enlarged more
 * than 1.25× and comes out visibly soft at 300 dpi (a half-body shot with a small face: 0.77), which an office
 * refuses as blurred.
 */
export const MIN_SOURCE_SCALE = 0.8;
/**
 * The head's top outline may stand this many pixel-rows above a smooth dome (outline.ts; the larger of the crown's
 * columns in the matte and, over white, the whole top outline as printed): clean heads score 0-30 on the fixtures
 * and the diverse portraits; old background left in a child's hair, a wall's rim or a backlit halo on the side of
 * the crown, a headband with a rose or a hat 74 and more. Between them, 38-63, lie a short quiff edged with a faint
 * fringe of the blue backdrop, the pink wall's rim on a smiling man's hair and a beard's greying hair on tilted
 * copies, which the second method reads 26-62 against its own limit of 50: the shape alone cannot tell a hairdo
 * from a rim of wall there (nor could the rim's colour: a backlit warm rim scores as high as the pink one), so an
 * outline is called clean only below that band. The limit was 40 until a dark grey lump of a café's ceiling on
 * the beard man's crown read 40 (second method 48-54): a lump a quarter of the outline wide pulls the fitted
 * dome up to itself, and read over narrower spans it stands out a little more. The figure is also at least the
 * pixels of old background kept on the outline's rim (id-photo/residue.ts: beside the neck, on a shoulder, on
 * long hair's edge): a bob's patch of sunlit field beside the neck 90-1944, an olive patch on long hair's edge
 * 214, a sky-blue fringe on a dark man's hair 264; the fixtures' clean outlines stay under the limit.
 */
export const MAX_OUTLINE_BUMP = 35;
/**
 * Pixels inside the face the matte may give to the backdrop (id-photo/backdrop.ts `faceGaps`). The matte is
 * settled solid on the face (head-matte.ts); clean outputs of the diverse portraits count 0-5, a matte that lost
 * the side of a face (a copy in round glasses whose hair went too) 101.
 */
export const MAX_FACE_GAPS = 10;
/**
 * Inner-lip gap over forehead-to-chin height above which the mouth is open. Measured on the fixtures: closed or
 * pursed lips 0.01-0.027, a smile showing teeth 0.06-0.09, speaking 0.11. The finished photo's figure is the
 * larger of the mesh's gap and the gap seen in the lips' pixels (mouth.ts), which catches lips parted a little
 * on a dark mouth where the mesh's inner contour stays shut.
 */
export const MOUTH_OPEN_MAX = 0.03;
/**
 * A strip between the lips lighter than the dark lines beside it, in per cent of the lips' own tone (mouth.ts
 * `stripShown`), is lips parted a little over the teeth. On the diverse portraits closed lips score 0-16 (16
 * under a moustache), lips parted a little 26-94. On an enlarged photo (`sourceScale` below 1) the lips are too
 * soft to tell a slight parting from a crease (a bob whose parted lips score 3), so the rule cannot pass there.
 */
export const LIP_STRIP_MAX = 20;

/**
 * The head's extent across each row from the crown down to the mouth, walking out from the face's mid-line
 * while the matte shows: [leftmost, rightmost] in pixels. Shoulders begin below the mouth.
 */
export function headSides(
  alpha: Uint8Array,
  w: number,
  cx: number,
  fromRow: number,
  toRow: number,
  level = VISIBLE_ALPHA, // a faint wisp that shows on white counts
): [number, number] {
  let left = cx;
  let right = cx;
  const x0 = Math.min(w - 1, Math.max(0, Math.round(cx)));
  for (let y = Math.max(0, Math.round(fromRow)); y <= Math.round(toRow); y++) {
    if (alpha[y * w + x0]! < level) continue;
    let x = x0;
    while (x > 0 && alpha[y * w + x - 1]! >= level) x--;
    left = Math.min(left, x);
    x = x0;
    while (x < w - 1 && alpha[y * w + x + 1]! >= level) x++;
    right = Math.max(right, x);
  }
  return [left, right];
}

/**
 * The same on a finished photo over white: the outermost pixels that show at all (6 levels off white) on those
 * rows. Whatever floats there apart from the head was whited out before, so all that shows is the head.
 */
export function inkSides(rgb: Rgb, fromRow: number, toRow: number): [number, number] {
  const { width: w, data } = rgb;
  let left = w;
  let right = -1;
  for (let y = Math.max(0, Math.round(fromRow)); y <= Math.min(rgb.height - 1, Math.round(toRow)); y++)
    for (let x = 0; x < w; x++) {
      const i = 3 * (y * w + x);
      if (255 - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 6) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  return right < 0 ? [w / 2, w / 2] : [left, right];
}

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** MediaPipe mesh: inner lips at the mid-line (13 upper, 14 lower), forehead top 10, chin 152. */
export function mouthOpen(face: Face): number {
  const m = face.mesh;
  if (m.length < 468) return 0;
  const height = dist(m[10]!, m[152]!);
  return height ? Math.round((dist(m[13]!, m[14]!) / height) * 1000) / 1000 : 0;
}

export function checkRules(m: Measurements, spec: IdStandard, face: Face): RuleCheck[] {
  const band = (rule: RuleCheck['rule'], value: number, b: Band, known = true): RuleCheck => ({
    rule,
    value,
    min: b[0],
    max: b[1],
    pass: known && value >= b[0] && value <= b[1],
  });
  // With something standing out of the head's outline (a hat, a lump of old background) the top of the head
  // cannot be told from it: the head's size and the space above it are not reported as passed.
  const topKnown = m.outlineBump <= MAX_OUTLINE_BUMP;
  const rules: RuleCheck[] = [band('head_height', m.headHeightMm, spec.headMm, topKnown)];
  if (spec.topGapMm) rules.push(band('top_gap', m.topGapMm, spec.topGapMm, topKnown));
  if (spec.eyeFromBottomMm) rules.push(band('eye_line', m.eyeFromBottomMm, spec.eyeFromBottomMm));
  rules.push({
    rule: 'whole_head',
    value: m.headTopMm,
    min: WHOLE_HEAD_MM,
    pass: m.headTopMm >= WHOLE_HEAD_MM,
  });
  rules.push({
    rule: 'clean_outline',
    value: m.outlineBump,
    max: MAX_OUTLINE_BUMP,
    pass: m.outlineBump <= MAX_OUTLINE_BUMP,
  });
  rules.push({
    rule: 'face_whole',
    value: m.faceGaps,
    max: MAX_FACE_GAPS,
    pass: m.faceGaps <= MAX_FACE_GAPS,
  });
  rules.push({ rule: 'centred', value: m.centreOffsetMm, max: 2, pass: Math.abs(m.centreOffsetMm) <= 2 });
  rules.push({
    rule: 'side_margin',
    value: m.sideMarginMm,
    min: SIDE_MARGIN_MM,
    pass: m.sideMarginMm >= SIDE_MARGIN_MM,
  });
  rules.push({
    rule: 'background',
    value: m.backgroundWhiteness,
    min: MIN_WHITENESS,
    pass: m.backgroundWhiteness >= MIN_WHITENESS,
  });
  rules.push({ rule: 'file_size', value: m.fileKb, max: spec.maxKb, pass: m.fileKb <= spec.maxKb });
  rules.push({
    rule: 'resolution',
    value: m.sourceScale,
    min: MIN_SOURCE_SCALE,
    pass: m.sourceScale >= MIN_SOURCE_SCALE,
  });
  const facing = Math.max(Math.abs(m.yaw), Math.abs(m.pitch));
  rules.push({ rule: 'facing', value: facing, max: 12, pass: facing <= 12 });
  const open = Math.round(Math.max(face.eyeOpen.left, face.eyeOpen.right) * 100) / 100;
  rules.push({ rule: 'eyes_open', value: open, min: 0.18, pass: open >= 0.18 });
  // A neutral expression with the mouth closed, where the document asks for it (standards.ts, `mouthClosed`).
  // The lip gap alone misses a smile that barely parts the lips: the teeth seen between them count too. The
  // lips are not "together" on a mouth that is open or shows teeth, whatever the strip between them reads (the
  // result page said both "mouth open" and "lips closed" of one smile).
  if (spec.mouthClosed) {
    const closed: RuleCheck = {
      rule: 'mouth_closed',
      value: m.mouthOpen,
      max: MOUTH_OPEN_MAX,
      pass: m.mouthOpen <= MOUTH_OPEN_MAX,
    };
    const teeth: RuleCheck = {
      rule: 'teeth_hidden',
      value: m.teeth,
      max: TEETH_MAX,
      pass: m.teeth <= TEETH_MAX,
    };
    rules.push(closed, teeth, {
      rule: 'lips_together',
      value: m.lipStrip,
      max: LIP_STRIP_MAX,
      pass: m.lipStrip <= LIP_STRIP_MAX && m.sourceScale >= 1 && closed.pass && teeth.pass,
    });
  }
  return rules;
}
