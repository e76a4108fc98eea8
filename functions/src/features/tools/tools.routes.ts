// The debug and test pages' endpoints (spec §7): the reference-head crop and the lightweight crops and prompts.
// All run on the local engine; uploads up to 20 MB, checked by content. Emulator only (L7): deployed, 404.
import { Router, type Request } from 'express';
import { UPLOAD_MAX_BYTES, type OptimizeReferenceResponse, type ReferencePrompts } from '../../contracts';
import type { RouteModule } from '../../http/app';
import { imagingPost } from '../../http/imaging-post';
import { devOnly } from '../../http/dev-only';
import { dataUrl, numberField, readUpload } from '../../http/upload';
import { runEngine } from '../../imaging/engine';
import { cropPercent } from '../idphoto';
import { REFERENCE_PROMPTS } from './prompts';

const CROP_RATIO = { fallback: 0.65, min: 0.5, max: 0.8 };

async function upload(req: Request, ...fields: string[]) {
  const up = await readUpload(req, { maxFileBytes: UPLOAD_MAX_BYTES, maxFiles: 1 });
  return { up, file: up.need('upload.file_required', ...fields) };
}

export const toolsRoutes: RouteModule = (deps) => {
  const router = Router();
  const dev = devOnly(deps);
  const post = imagingPost(router, deps, dev);

  post('/mask/character-reference-head', async (req, res) => {
    const { up, file } = await upload(req, 'character_reference', 'image', 'file');
    const head = await runEngine('referenceHead', {
      image: file.data,
      cropPercent: cropPercent(up.fields),
    });
    res.type('jpeg').send(head);
  });

  post('/lightweight/smart-crop', async (req, res) => {
    const { up, file } = await upload(req, 'file', 'image');
    const ratio = numberField(up.fields, 'crop_ratio', CROP_RATIO.fallback, CROP_RATIO.min, CROP_RATIO.max);
    const out = await runEngine('smartCrop', { image: file.data, cropRatio: ratio });
    res.set('X-Face-Found', String(out.faceFound)).type('jpeg').send(out.image);
  });

  post('/lightweight/optimize-character-reference', async (req, res) => {
    const { file } = await upload(req, 'file', 'image');
    const out = await runEngine('optimizeReference', { image: file.data });
    const body: OptimizeReferenceResponse = {
      optimized_image: dataUrl(out.image, 'image/jpeg'),
      dimensions: { width: out.width, height: out.height },
      enhanced_prompt: REFERENCE_PROMPTS.enhanced_prompt,
      negative_prompt: REFERENCE_PROMPTS.negative_prompt,
      face_found: out.faceFound,
    };
    res.json(body);
  });

  // Public (spec §7: no auth): static prompt texts.
  router.get('/lightweight/test-prompts', dev, (_req, res) => {
    const body: ReferencePrompts = REFERENCE_PROMPTS;
    res.json(body);
  });

  return router;
};
