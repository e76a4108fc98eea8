// Training photos for the studio journey: the fixtures hold four usable photos of one person, the upload step
// wants ten, so the others are made here from them the way a camera roll varies (another crop, a mirrored
// selfie, a little more light, a different size), each far enough from the rest that the upload's duplicate
// check (a 64-bit difference hash, copies within 10 bits) sees ten different pictures.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const faces = fileURLToPath(new URL('../fixtures/faces/', import.meta.url));
export const facePhoto = (name: string) => path.join(faces, name);

type Variant = {
  name: string;
  from: string;
  /** A crop in source pixels; the whole photo when absent. */
  crop?: { left: number; top: number; width: number; height: number };
  mirror?: boolean;
  /** Brightness factor (1 = unchanged). */
  light?: number;
  /** Long side of the written JPEG. */
  side: number;
  quality: number;
};

/** Ten photos, each at least 20 bits from every other (measured with the upload's own fingerprint). */
export const VARIANTS: Variant[] = [
  { name: 'oval-office.jpg', from: 'r_obama.jpg', side: 1100, quality: 92 },
  {
    name: 'oval-office-close.jpg',
    from: 'r_obama.jpg',
    crop: { left: 180, top: 0, width: 560, height: 620 },
    side: 800,
    quality: 90,
  },
  {
    name: 'oval-office-close-mirror.jpg',
    from: 'r_obama.jpg',
    crop: { left: 200, top: 20, width: 520, height: 520 },
    mirror: true,
    side: 700,
    quality: 86,
  },
  { name: 'press-room.jpg', from: 'r_obama1.jpg', side: 1400, quality: 90 },
  { name: 'press-room-mirror.jpg', from: 'r_obama1.jpg', mirror: true, light: 0.95, side: 1200, quality: 90 },
  {
    name: 'press-room-close.jpg',
    from: 'r_obama1.jpg',
    crop: { left: 380, top: 0, width: 680, height: 680 },
    side: 900,
    quality: 92,
  },
  { name: 'speech.jpg', from: 'r_obama2.jpg', side: 1200, quality: 92 },
  { name: 'speech-mirror.jpg', from: 'r_obama2.jpg', mirror: true, light: 1.05, side: 1000, quality: 88 },
  {
    name: 'speech-close.jpg',
    from: 'r_obama2.jpg',
    crop: { left: 0, top: 120, width: 626, height: 700 },
    side: 900,
    quality: 90,
  },
  {
    name: 'blue-room-mirror.jpg',
    from: 'r_obama3.jpg',
    crop: { left: 300, top: 150, width: 900, height: 900 },
    mirror: true,
    light: 1.04,
    side: 1000,
    quality: 90,
  },
];

export async function renderVariant(v: Variant): Promise<Buffer> {
  let image = sharp(facePhoto(v.from)).rotate();
  if (v.crop) image = image.extract(v.crop);
  if (v.mirror) image = image.flop();
  if (v.light) image = image.modulate({ brightness: v.light });
  return image.resize(v.side, v.side, { fit: 'inside' }).jpeg({ quality: v.quality }).toBuffer();
}

/** Writes the variants into a fresh temporary folder and returns their paths, in order. */
export async function writeTrainingPhotos(variants = VARIANTS): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-photos-'));
  const paths: string[] = [];
  for (const v of variants) {
    const file = path.join(dir, v.name);
    await writeFile(file, await renderVariant(v));
    paths.push(file);
  }
  return paths;
}
