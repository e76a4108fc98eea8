// Face masks and lightweight crops (spec §7): the mask test page, the ID-photo flow's masks and the
// character-reference helpers. All run on the local engine; uploads up to 20 MB, checked by content.
import { Router, type Request } from 'express';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { HttpError } from '../../http/errors';
import { engine, imagingRoute, numberField, readUpload, UPLOAD_MAX_BYTES } from '../../imaging/multipart';
import { REFERENCE_PROMPTS } from './prompts';

const CROP_PERCENT = { fallback: 0.6, min: 0.3, max: 0.9 };
const CROP_RATIO = { fallback: 0.65, min: 0.5, max: 0.8 };

const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
/** Blob by default (spec: "blob or JSON with preview"); JSON when asked with ?format=json or Accept. */
const wantsJson = (req: Request) =>
  req.query.format === 'json' || req.accepts(['image/png', 'application/json']) === 'application/json';

async function upload(req: Request, ...fields: string[]) {
  const up = await readUpload(req, { maxFileBytes: UPLOAD_MAX_BYTES, maxFiles: 1 });
  const file = up.file(...fields);
  if (!file) throw new HttpError(400, 'upload.file_required');
  return { up, file };
}

const cropPercent = (fields: Record<string, string>) =>
  numberField(fields, 'crop_percent', CROP_PERCENT.fallback, CROP_PERCENT.min, CROP_PERCENT.max);

export const toolsRoutes: RouteModule = (deps) => {
  const router = Router();
  const auth = requireAuth(deps.verifyIdToken);

  // file + crop_percent → the mask PNG (white = keep the face), or every mask as JSON for the test page.
  router.post(
    '/mask/face-only',
    auth,
    imagingRoute(async (req, res) => {
      const { up, file } = await upload(req, 'file', 'image');
      const set = await (await engine())('masks', { image: file.data, cropPercent: cropPercent(up.fields) });
      res.set('X-Mask-Method', set.method);
      if (!wantsJson(req)) {
        res.type('png').send(set.faceMask);
        return;
      }
      res.json({
        method: set.method,
        faceMask: dataUrl(set.faceMask, 'image/png'),
        maskPreview: dataUrl(set.maskPreview, 'image/jpeg'),
        characterReference: {
          crop_percent: set.characterReference.crop_percent,
          face_crop: dataUrl(set.characterReference.face_crop, 'image/jpeg'),
          face_mask: dataUrl(set.characterReference.face_mask, 'image/png'),
        },
      });
    }),
  );

  // Field `character_reference` → the reference's mask as a PNG blob (Ideogram's character_reference_images_mask);
  // field `image` (+ crop_percent) → the characterReference fields as JSON (the mask test page).
  router.post(
    '/mask/character-reference',
    auth,
    imagingRoute(async (req, res) => {
      const { up, file } = await upload(req, 'character_reference', 'image');
      const run = await engine();
      if (file.field === 'character_reference') {
        res.type('png').send(await run('referenceMask', { image: file.data }));
        return;
      }
      const set = await run('masks', { image: file.data, cropPercent: cropPercent(up.fields) });
      res.json({
        crop_percent: set.characterReference.crop_percent,
        face_crop: dataUrl(set.characterReference.face_crop, 'image/jpeg'),
        face_mask: dataUrl(set.characterReference.face_mask, 'image/png'),
        method: set.method,
      });
    }),
  );

  router.post(
    '/mask/character-reference-head',
    auth,
    imagingRoute(async (req, res) => {
      const { up, file } = await upload(req, 'character_reference', 'image', 'file');
      const head = await (
        await engine()
      )('referenceHead', { image: file.data, cropPercent: cropPercent(up.fields) });
      res.type('jpeg').send(head);
    }),
  );

  router.post(
    '/lightweight/smart-crop',
    auth,
    imagingRoute(async (req, res) => {
      const { up, file } = await upload(req, 'file', 'image');
      const ratio = numberField(up.fields, 'crop_ratio', CROP_RATIO.fallback, CROP_RATIO.min, CROP_RATIO.max);
      const out = await (await engine())('smartCrop', { image: file.data, cropRatio: ratio });
      res.set('X-Face-Found', String(out.faceFound)).type('jpeg').send(out.image);
    }),
  );

  router.post(
    '/lightweight/optimize-character-reference',
    auth,
    imagingRoute(async (req, res) => {
      const { file } = await upload(req, 'file', 'image');
      const out = await (await engine())('optimizeReference', { image: file.data });
      res.json({
        optimized_image: dataUrl(out.image, 'image/jpeg'),
        dimensions: { width: out.width, height: out.height },
        enhanced_prompt: REFERENCE_PROMPTS.enhanced_prompt,
        negative_prompt: REFERENCE_PROMPTS.negative_prompt,
        face_found: out.faceFound,
      });
    }),
  );

  // Public (spec §7: no auth): static prompt texts.
  router.get('/lightweight/test-prompts', (_req, res) => {
    res.json(REFERENCE_PROMPTS);
  });

  return router;
};
