// Face detection with the 478-point mesh, mapped back to image pixels, plus the geometry every operation needs:
// eye centres, roll from the eye line, yaw/pitch from Human, a tight box from the mesh, the chin and an estimate
// of the crown (skull top without hair, as Korea's 2022 passport rule measures it).
import sharp from 'sharp';
import { fromRgb, shrink, type Rgb } from './input';
import { MIN_BOX_SCORE, MIN_FACE_SCORE, models } from './models';

export type Point = [number, number];

export interface Face {
  score: number;
  /** Tight box around the mesh, image pixels: x, y, width, height. */
  box: [number, number, number, number];
  /** 478 mesh points (x, y) in image pixels. */
  mesh: Point[];
  /** The subject's right eye (image left) and left eye (image right). */
  eyeRight: Point;
  eyeLeft: Point;
  chin: Point;
  /** Estimated skull top on the face's vertical axis. */
  crown: Point;
  /** Degrees; roll > 0 when the head leans towards the image's right (clockwise). */
  pose: { roll: number; yaw: number; pitch: number };
  /** Eye opening: lid gap / eye width, per eye (about 0.25-0.35 open, under 0.1 closed). */
  eyeOpen: { right: number; left: number };
  silhouette: Point[];
}

// MediaPipe FaceMesh indices.
const EYE_R = [33, 133];
const EYE_L = [362, 263];
const LIDS_R = { top: 159, bottom: 145, inner: 133, outer: 33 };
const LIDS_L = { top: 386, bottom: 374, inner: 362, outer: 263 };
const CHIN = 152;
const FOREHEAD = 10;
/**
 * Mesh point 10 sits near the hairline; the skull top is further up. Chin→crown ≈ 1.26 × chin→point 10 for adult
 * heads (menton-vertex ~230 mm vs menton-trichion ~183 mm in anthropometric tables); checked against the
 * silhouette of the bald-crown portraits in the fixtures.
 */
export const CROWN_FACTOR = 1.26;

const avg = (pts: Point[]): Point => [
  pts.reduce((s, p) => s + p[0], 0) / pts.length,
  pts.reduce((s, p) => s + p[1], 0) / pts.length,
];
const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const deg = (rad: number) => (rad * 180) / Math.PI;

function opening(mesh: Point[], lids: typeof LIDS_R) {
  const width = dist(mesh[lids.inner]!, mesh[lids.outer]!);
  return width ? dist(mesh[lids.top]!, mesh[lids.bottom]!) / width : 0;
}

interface HumanFace {
  score: number;
  boxScore: number;
  faceScore: number;
  mesh: number[][];
  annotations?: Record<string, number[][]>;
  rotation?: { angle: { roll: number; yaw: number; pitch: number } } | null;
  /** Human's detection box in its input's pixels: x, y, width, height. */
  box?: number[];
}

function toFace(f: HumanFace, scale: number, offset: Point = [0, 0]): Face {
  const at = (p: number[]): Point => [p[0]! / scale + offset[0], p[1]! / scale + offset[1]];
  const mesh = f.mesh.map(at);
  const xs = mesh.map((p) => p[0]);
  const ys = mesh.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const eyeRight = avg(EYE_R.map((i) => mesh[i]!));
  const eyeLeft = avg(EYE_L.map((i) => mesh[i]!));
  const chin = mesh[CHIN]!;
  const top = mesh[FOREHEAD]!;
  const crown: Point = [
    chin[0] + (top[0] - chin[0]) * CROWN_FACTOR,
    chin[1] + (top[1] - chin[1]) * CROWN_FACTOR,
  ];
  const angle = f.rotation?.angle;
  return {
    score: f.score,
    box: [minX, minY, Math.max(...xs) - minX, Math.max(...ys) - minY],
    mesh,
    eyeRight,
    eyeLeft,
    chin,
    crown,
    pose: {
      roll: deg(Math.atan2(eyeLeft[1] - eyeRight[1], eyeLeft[0] - eyeRight[0])),
      yaw: angle ? deg(angle.yaw) : 0,
      pitch: angle ? deg(angle.pitch) : 0,
    },
    eyeOpen: { right: opening(mesh, LIDS_R), left: opening(mesh, LIDS_L) },
    silhouette: (f.annotations?.silhouette ?? []).map(at),
  };
}

async function detectRaw(rgb: Rgb) {
  const { human } = await models();
  const work = await shrink(rgb);
  const input = human.tf.tensor(new Int32Array(work.data), [1, work.height, work.width, 3], 'int32');
  try {
    const result = await human.detect(input as never);
    return { faces: result.face as unknown as HumanFace[], scale: work.scale };
  } finally {
    human.tf.dispose(input);
  }
}

const usable = (f: HumanFace) =>
  f.boxScore >= MIN_BOX_SCORE && f.faceScore >= MIN_FACE_SCORE && f.mesh.length >= 468;

async function detectOnce(rgb: Rgb): Promise<Face[]> {
  const { faces, scale } = await detectRaw(rgb);
  const good = faces.filter(usable);
  if (good.length) return good.map((f) => toFace(f, scale));
  // A face that is small in a tall or wide photo (a standing person) is found, but the mesh laid on the
  // detector's coarse box is weak. Look again at a square around that box, where the face fills the frame.
  const weak = faces.find((f) => f.boxScore >= MIN_BOX_SCORE && f.box);
  if (!weak?.box) return [];
  const [bx, by, bw, bh] = weak.box.map((v) => v / scale) as [number, number, number, number];
  const side = Math.min(rgb.width, rgb.height, Math.round(1.6 * Math.max(bw, bh)));
  const left = Math.round(Math.min(rgb.width - side, Math.max(0, bx + bw / 2 - side / 2)));
  const top = Math.round(Math.min(rgb.height - side, Math.max(0, by + bh / 2 - side / 2)));
  if (side >= 0.9 * Math.max(rgb.width, rgb.height)) return [];
  const { data, info } = await fromRgb(rgb)
    .extract({ left, top, width: side, height: side })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const zoomed = await detectRaw({ data, width: info.width, height: info.height, channels: 3 });
  return zoomed.faces.filter(usable).map((f) => toFace(f, zoomed.scale, [left, top]));
}

export interface Detection {
  faces: Face[];
  /** The image the faces refer to: the input, or the input turned 180° when it was upside down. */
  image: Rgb;
  turned: boolean;
}

/**
 * Faces sorted largest first. An upside-down photo is still "detected" with a weak mesh laid the wrong way
 * (measured: faceScore 0.88), so a weak result is retried on the image turned 180° and the better one kept.
 */
export async function detectFaces(rgb: Rgb): Promise<Detection> {
  const faces = await detectOnce(rgb);
  const best = faces[0]?.score ?? 0;
  let result: Detection = { faces, image: rgb, turned: false };
  if (best < 0.95) {
    const turned = await rotateQuarter(rgb, 180);
    const other = await detectOnce(turned);
    if ((other[0]?.score ?? 0) > best + 0.02) result = { faces: other, image: turned, turned: true };
  }
  // A sideways photo (camera held at 90° with no EXIF) gets a usable mesh but wrong yaw: turn it upright.
  const roll = result.faces[0]?.pose.roll ?? 0;
  if (Math.abs(roll) > 45) {
    const upright = await rotateQuarter(result.image, -Math.round(roll / 90) * 90);
    const again = await detectOnce(upright);
    if (again.length) result = { faces: again, image: upright, turned: true };
  }
  result.faces.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  return result;
}

async function rotateQuarter(rgb: Rgb, degrees: number): Promise<Rgb> {
  const { data, info } = await fromRgb(rgb).rotate(degrees).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** The face's points carried into a crop by `map`; `roll` is what the crop left of the head's tilt. */
export function mapFace(face: Face, map: (p: Point) => Point, roll: number): Face {
  return {
    ...face,
    mesh: face.mesh.map(map),
    eyeRight: map(face.eyeRight),
    eyeLeft: map(face.eyeLeft),
    chin: map(face.chin),
    crown: map(face.crown),
    silhouette: face.silhouette.map(map),
    pose: { ...face.pose, roll },
  };
}

export const eyeDistance = (face: Face) => dist(face.eyeRight, face.eyeLeft);
export const headHeight = (face: Face) => dist(face.crown, face.chin);
export { dist, avg, sharp };
