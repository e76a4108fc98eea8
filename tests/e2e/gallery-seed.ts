// A member's photo library written straight into the emulators (Admin SDK), so the gallery journey can page
// through more than a page without running eighteen jobs: finished instant edits and studio generations with
// their files where the owner-only image routes read them, one failed generation, and another member's photos.
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { adminBucket, adminDb } from './helpers';

// The Storage paths the image routes read (instantStoragePath and studioStoragePath of the functions' features, which
// Playwright cannot import: they are CommonJS): a moved file fails this journey, as it would fail the gallery.
const instantStoragePath = {
  original: (uid: string, uploadId: string) => `users/${uid}/instant/originals/${uploadId}`,
  result: (uid: string, editId: string, n: number) => `users/${uid}/instant/results/${editId}/${n}.jpg`,
  preview: (uid: string, editId: string, n: number) =>
    `users/${uid}/instant/results/${editId}/${n}.preview.jpg`,
};
const studioDir = (uid: string, id: string) => `users/${uid}/studio/generations/${id}`;
const studioStoragePath = {
  generationImage: (uid: string, id: string, n: number, ext: string) => `${studioDir(uid, id)}/${n}.${ext}`,
  generationPreview: (uid: string, id: string, n: number) => `${studioDir(uid, id)}/${n}.preview.jpg`,
};

/** One gallery document: its label (the tile's name) and how many images it holds. */
export type SeedDoc = { source: 'instant' | 'studio'; label: string; images: number; createdAt: Date };

const STUDIO_SIZE = { width: 768, height: 1024 };
const INSTANT_SIZE = { width: 480, height: 640 };

/** A JPEG of one colour with its number written large, so a screenshot tells the tiles apart. */
async function numbered(n: number, width: number, height: number): Promise<Buffer> {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue}, 55%, 62%)"/>
    <text x="50%" y="58%" font-size="${Math.round(width / 3)}" font-family="sans-serif" font-weight="700"
      text-anchor="middle" fill="#ffffff">${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function saveJpeg(path: string, n: number, size: { width: number; height: number }) {
  const bucket = await adminBucket();
  await bucket.file(path).save(await numbered(n, size.width, size.height), { contentType: 'image/jpeg' });
}

/** A finished (or failed) instant edit with its result and preview files. */
export async function writeInstant(
  uid: string,
  label: string,
  createdAt: Date,
  firstNumber: number,
  status = 'completed',
) {
  const ref = (await adminDb()).collection('instant_edits').doc();
  const outputs = [instantStoragePath.result(uid, ref.id, 0)];
  const preview = { width: INSTANT_SIZE.width / 2, height: INSTANT_SIZE.height / 2 };
  await Promise.all([
    saveJpeg(outputs[0]!, firstNumber, INSTANT_SIZE),
    saveJpeg(instantStoragePath.preview(uid, ref.id, 0), firstNumber, preview),
  ]);
  const at = Timestamp.fromDate(createdAt);
  await ref.set({
    userId: uid,
    presetId: 'linkedin',
    status,
    provider: 'local',
    uploadId: `seed-${ref.id}`,
    originalPath: instantStoragePath.original(uid, `seed-${ref.id}`),
    outputs,
    request: { prompt: label, presetId: 'linkedin', aspectRatio: '3:4' },
    providerJobId: null,
    error: status === 'completed' ? null : 'errors.instant.failed',
    createdAt: at,
    updatedAt: at,
    completedAt: at,
    processingTime: 1.2,
    model: 'local-engine',
    localLook: null,
    printSheetPath: null,
    idPhoto: null,
    expiresAt: null,
  });
}

/** The model a seeded generation says it came from (the gallery never looks it up). */
const SEED_MODEL = { id: 'seed-training', name: 'seed' };

/** A studio generation with `count` images (files at the paths the generation route reads). */
export async function writeStudio(
  uid: string,
  label: string,
  createdAt: Date,
  firstNumber: number,
  count: number,
  status = 'completed',
  model = SEED_MODEL,
) {
  const ref = (await adminDb()).collection('generations').doc();
  const images = Array.from({ length: count }, (_, i) =>
    studioStoragePath.generationImage(uid, ref.id, i, 'jpg'),
  );
  const preview = { width: STUDIO_SIZE.width / 2, height: STUDIO_SIZE.height / 2 };
  await Promise.all(
    images.flatMap((path, i) => [
      saveJpeg(path, firstNumber + i, STUDIO_SIZE),
      saveJpeg(studioStoragePath.generationPreview(uid, ref.id, i), firstNumber + i, preview),
    ]),
  );
  const at = Timestamp.fromDate(createdAt);
  await ref.set({
    userId: uid,
    type: 'lora_generation',
    status,
    prompt: `ohwx person, ${label}`,
    displayPrompt: label,
    request: {
      prompt: `ohwx person, ${label}`,
      negative_prompt: '',
      num_images: count,
      guidance_scale: 3.5,
      num_inference_steps: 28,
      ...STUDIO_SIZE,
      scheduler: 'euler',
      lora_scale: 1,
      output_format: 'jpeg',
      seed: null,
      style: 'professional',
    },
    images: status === 'completed' ? images : [],
    identity: [],
    ...STUDIO_SIZE,
    trainingId: model.id,
    loraName: model.name,
    triggerWord: 'ohwx',
    loraUrl: null,
    provider: 'local',
    model: 'local-engine',
    providerJobId: null,
    processingTime: 3,
    error: status === 'completed' ? null : 'errors.generation.failed',
    createdAt: at,
    updatedAt: at,
    completedAt: status === 'completed' ? at : null,
  });
}

/** Noon in Seoul on a day of 2026 (month 1-12), so the month header cannot depend on the time zone. */
const seoulNoon = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 3, 0, 0));

/**
 * Seventeen finished documents, newest first, every third day back from 28 October 2026 into September: 14
 * instant edits and 3 studio generations, the 15th-newest of them with two images (so the first page of 12 is
 * 12 one-image tiles and the second holds six tiles). The tiles' numbers follow the same order, 1 the newest.
 */
export function libraryPlan(): SeedDoc[] {
  const studioAt = new Map([
    [2, 1],
    [9, 1],
    [14, 2],
  ]);
  return Array.from({ length: 17 }, (_, d) => {
    const date = d < 9 ? seoulNoon(10, 28 - d * 3) : seoulNoon(9, 28 - (d - 9) * 3);
    const images = studioAt.get(d);
    const label = `사진 ${String(d + 1).padStart(2, '0')}`;
    return images
      ? { source: 'studio', label, images, createdAt: date }
      : { source: 'instant', label, images: 1, createdAt: date };
  });
}

/** Writes the plan for `uid`, a failed generation and a failed edit of theirs, and `strangerUid`'s photos. */
export async function seedLibrary(uid: string, strangerUid: string, plan = libraryPlan()) {
  let n = 1;
  const writes = plan.map((doc) => {
    const first = n;
    n += doc.images;
    return doc.source === 'studio'
      ? writeStudio(uid, doc.label, doc.createdAt, first, doc.images)
      : writeInstant(uid, doc.label, doc.createdAt, first);
  });
  // The newest of all, so a leak would lead the first page.
  const newest = seoulNoon(10, 30);
  await Promise.all([
    ...writes,
    writeStudio(uid, '실패한 생성', newest, 90, 1, 'failed'),
    writeInstant(uid, '실패한 편집', newest, 91, 'failed'),
    writeInstant(strangerUid, '남의 사진', newest, 92),
    writeStudio(strangerUid, '남의 생성', newest, 93, 1),
  ]);
}

/** The tiles' labels in the order the gallery must show them (a document of two images is two tiles). */
export const tileLabels = (plan: SeedDoc[]) =>
  plan.flatMap((doc) => Array<string>(doc.images).fill(doc.label));
