// Korean and foreign ID photos from one real photo. The face itself is never altered: the engine only crops,
// levels the eye line, scales, corrects exposure and replaces the background (or keeps it), then measures the
// result again with the detector so the reported head height is a measurement, not the target echoed back.
import { backgroundWhiteness, personAlpha, replaceBackground } from './background';
import { jpegUnder } from './encode';
import { ImagingError } from './errors';
import { alignedCrop } from './geometry';
import { detectFaces, dist, type Face, type Point } from './faces';
import { checkImage, type Rgb } from './input';
import { printSheet } from './print-sheet';
import { qualityReport, QUALITY_LIMITS, type QualityReport } from './quality';

type Band = readonly [number, number];

export interface IdPhotoSpec {
  id: string;
  widthMm: number;
  heightMm: number;
  widthPx: number;
  heightPx: number;
  headMm: Band;
  topGapMm: Band | null;
  eyeFromBottomMm: Band | null;
  maxKb: number;
  official: boolean;
}

export type IdBackground = 'white' | 'keep';

export interface Measurements {
  headHeightMm: number;
  topGapMm: number;
  eyeFromBottomMm: number;
  centreOffsetMm: number;
  backgroundWhiteness: number;
  fileKb: number;
  widthPx: number;
  heightPx: number;
  yaw: number;
  pitch: number;
}

export interface RuleCheck {
  rule:
    'head_height' | 'top_gap' | 'eye_line' | 'centred' | 'background' | 'file_size' | 'facing' | 'eyes_open';
  pass: boolean;
  value: number;
  min?: number;
  max?: number;
}

export interface IdPhotoResult {
  image: Buffer;
  printSheet: Buffer;
  measurements: Measurements;
  rules: RuleCheck[];
  quality: QualityReport;
  exposureGain: number;
}

/** Refusal limits: beyond these no crop can make a compliant photo. */
export const ID_LIMITS = { maxYaw: 20, maxPitch: 25, eyesClosed: 0.12, secondFaceShare: 0.35 };

const mid = (b: Band) => (b[0] + b[1]) / 2;
const r1 = (v: number) => Math.round(v * 10) / 10;

function refuseUnusable(faces: Face[], quality: QualityReport) {
  const face = faces[0];
  if (!face) throw new ImagingError('no_face');
  if (faces.slice(1).some((f) => f.box[2] >= face.box[2] * ID_LIMITS.secondFaceShare))
    throw new ImagingError('multiple_faces', { count: faces.length });
  if (face.box[2] < QUALITY_LIMITS.minFacePixels)
    throw new ImagingError('face_too_small', {
      pixels: Math.round(face.box[2]),
      min: QUALITY_LIMITS.minFacePixels,
    });
  if (Math.abs(face.pose.yaw) > ID_LIMITS.maxYaw) throw new ImagingError('face_turned');
  if (Math.abs(face.pose.pitch) > ID_LIMITS.maxPitch) throw new ImagingError('face_tilted');
  if (Math.max(face.eyeOpen.left, face.eyeOpen.right) < ID_LIMITS.eyesClosed)
    throw new ImagingError('eyes_closed');
  if (quality.sharpness < QUALITY_LIMITS.veryBlurry) throw new ImagingError('too_blurry');
  // Heavy JPEG blocking or pixelation survives any crop: an office would refuse the print.
  if (quality.blockiness > QUALITY_LIMITS.blocky) throw new ImagingError('low_quality');
}

/** Where crown, eyes and chin sit along the face's own vertical axis, and its horizontal centre. */
function faceFrame(face: Face) {
  const down = [face.chin[0] - face.crown[0], face.chin[1] - face.crown[1]];
  const len = Math.hypot(down[0]!, down[1]!);
  const u: Point = [down[0]! / len, down[1]! / len];
  const v: Point = [-u[1], u[0]];
  const eyes: Point = [(face.eyeLeft[0] + face.eyeRight[0]) / 2, (face.eyeLeft[1] + face.eyeRight[1]) / 2];
  const across = face.silhouette.map((p) => (p[0] - eyes[0]) * v[0] + (p[1] - eyes[1]) * v[1]);
  const centre = across.length ? (Math.min(...across) + Math.max(...across)) / 2 : 0;
  return {
    eyes,
    crownAbove: (eyes[0] - face.crown[0]) * u[0] + (eyes[1] - face.crown[1]) * u[1],
    head: len,
    centre,
  };
}

/** Linear gain bringing the face's mean luminance towards 130 when it is clearly too dark or too bright. */
function exposureGain(quality: QualityReport) {
  const L = quality.meanLuminance;
  if (L >= 95 && L <= 185) return 1;
  return Math.max(0.7, Math.min(2.2, 130 / Math.max(L, 1)));
}

function applyGain(rgb: Rgb, gain: number): Rgb {
  if (gain === 1) return rgb;
  const data = Buffer.alloc(rgb.data.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.min(255, rgb.data[i]! * gain);
  return { ...rgb, data };
}

export async function makeIdPhoto(
  input: Buffer,
  spec: IdPhotoSpec,
  background: IdBackground = 'white',
): Promise<IdPhotoResult> {
  const checked = await checkImage(input);
  const { faces, image } = await detectFaces(checked);
  const quality = await qualityReport(image, faces[0]);
  refuseUnusable(faces, quality);
  const face = faces[0]!;

  const gain = exposureGain(quality);
  let frame = faceFrame(face);
  let composed = await compose(image, face.pose.roll, frame, spec, background, gain);
  // The detector works at 1024 px, so on a small face its first estimate can be a few percent off: measure the
  // output and, when it misses the target band's middle by more than 0.6 mm, recompose once from the measurement.
  const target = mid(spec.headMm);
  if (composed.again && Math.abs(composed.again.head / composed.pxPerMm - target) > 0.6) {
    const s = composed.scale;
    const seen = composed.again;
    frame = {
      eyes: frame.eyes,
      head: seen.head / s,
      crownAbove: seen.crownAbove / s,
      centre: frame.centre + (seen.eyes[0] + seen.centre - spec.widthPx / 2) / s,
    };
    composed = await compose(image, face.pose.roll, frame, spec, background, gain);
  }
  const { final, alpha } = composed;
  const bytes = await jpegUnder(final, spec.maxKb * 1024);
  const measurements = await measure(final, spec, alpha, bytes.length, composed.againFace);
  return {
    image: bytes,
    printSheet: await printSheet(final, spec),
    measurements,
    rules: checkRules(measurements, spec, face),
    quality,
    exposureGain: r1(gain),
  };
}

type Frame = ReturnType<typeof faceFrame>;

async function compose(
  image: Rgb,
  roll: number,
  frame: Frame,
  spec: IdPhotoSpec,
  background: IdBackground,
  gain: number,
) {
  const pxPerMm = spec.heightPx / spec.heightMm;
  const scale = (mid(spec.headMm) * pxPerMm) / frame.head;
  const crownFromTopPx = spec.eyeFromBottomMm
    ? (spec.heightMm - mid(spec.eyeFromBottomMm)) * pxPerMm - frame.crownAbove * scale
    : mid(spec.topGapMm ?? [4, 4]) * pxPerMm;
  const width = spec.widthPx / scale;
  const crop = await alignedCrop(image, {
    anchor: frame.eyes,
    angle: roll,
    left: frame.centre - width / 2,
    top: -frame.crownAbove - crownFromTopPx / scale,
    width,
    height: spec.heightPx / scale,
    outWidth: spec.widthPx,
    outHeight: spec.heightPx,
    fill: background === 'white' ? '#ffffff' : 'copy',
  });
  const exposed = applyGain(crop, gain);
  const alpha = await personAlpha(exposed);
  const final =
    background === 'white'
      ? await replaceBackground(exposed, alpha, { kind: 'color', color: '#ffffff' })
      : exposed;
  const againFace = (await detectFaces(final)).faces[0];
  return { final, alpha, scale, pxPerMm, againFace, again: againFace && faceFrame(againFace) };
}

async function measure(
  final: Rgb,
  spec: IdPhotoSpec,
  alpha: Buffer,
  bytes: number,
  again: Face | undefined,
): Promise<Measurements> {
  const pxPerMm = spec.heightPx / spec.heightMm;
  // The face was found on the full photo; losing it on the composed one means the result cannot be trusted.
  if (!again) throw new ImagingError('no_face');
  const frame = faceFrame(again);
  const eyes = frame.eyes;
  const mm = (px: number) => r1(px / pxPerMm);
  return {
    headHeightMm: mm(dist(again.crown, again.chin)),
    topGapMm: mm(again.crown[1]),
    eyeFromBottomMm: mm(spec.heightPx - eyes[1]),
    centreOffsetMm: mm(eyes[0] + frame.centre - spec.widthPx / 2),
    backgroundWhiteness: backgroundWhiteness(final, alpha),
    fileKb: r1(bytes / 1024),
    widthPx: final.width,
    heightPx: final.height,
    yaw: Math.round(again.pose.yaw),
    pitch: Math.round(again.pose.pitch),
  };
}

/** White enough for "uniform white": the background's darkest channel averages ≥ 94 % (240/255). */
export const MIN_WHITENESS = 0.94;

function checkRules(m: Measurements, spec: IdPhotoSpec, face: Face): RuleCheck[] {
  const band = (rule: RuleCheck['rule'], value: number, b: Band): RuleCheck => ({
    rule,
    value,
    min: b[0],
    max: b[1],
    pass: value >= b[0] && value <= b[1],
  });
  const rules: RuleCheck[] = [band('head_height', m.headHeightMm, spec.headMm)];
  if (spec.topGapMm) rules.push(band('top_gap', m.topGapMm, spec.topGapMm));
  if (spec.eyeFromBottomMm) rules.push(band('eye_line', m.eyeFromBottomMm, spec.eyeFromBottomMm));
  rules.push({ rule: 'centred', value: m.centreOffsetMm, max: 2, pass: Math.abs(m.centreOffsetMm) <= 2 });
  rules.push({
    rule: 'background',
    value: m.backgroundWhiteness,
    min: MIN_WHITENESS,
    pass: m.backgroundWhiteness >= MIN_WHITENESS,
  });
  rules.push({ rule: 'file_size', value: m.fileKb, max: spec.maxKb, pass: m.fileKb <= spec.maxKb });
  const facing = Math.max(Math.abs(m.yaw), Math.abs(m.pitch));
  rules.push({ rule: 'facing', value: facing, max: 12, pass: facing <= 12 });
  const open = r1(Math.max(face.eyeOpen.left, face.eyeOpen.right) * 100) / 100;
  rules.push({ rule: 'eyes_open', value: open, min: 0.18, pass: open >= 0.18 });
  return rules;
}
