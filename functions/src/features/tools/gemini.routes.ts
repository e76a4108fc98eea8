// The Gemini tools' calls (spec §7): analysis of one image or up to 10, image generation from a prompt alone or
// with a reference image, and the owner-only file route the generation result links to (clients never read
// Storage). Validation answers the spec's messages (§5); another user's generation answers 404 like a missing one.
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  ANALYSIS_MAX_BYTES,
  BATCH_ANALYSIS_MAX,
  GEMINI_PROMPT_MAX,
  geminiPromptSchema,
  type ImageGenerationResult,
  type ToolsCapabilities,
} from '../../contracts';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { imagingPost } from '../../http/imaging-post';
import { RATE_LIMITS, countUnits } from '../../http/rate-limit';
import { callerOf } from '../../http/request-context';
import { readUpload, type Upload } from '../../http/upload';
import { parse } from '../../http/validate';
import { AppError } from '../../shared/errors';
import { sendStoredFile } from '../../jobs';
import { analyzeBatch, analyzeImage, type AnalysisContext } from './analyze-images';
import { generateImage } from './generate-image';
import { getOwnGeneration } from './gemini-tools.repo';

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });
const notFound = () => new AppError(404, 'tools.generation_not_found');

/** The trimmed prompt, or a 400 with `key` when it is missing. */
function promptOf(up: Upload, key: string): string {
  const prompt = geminiPromptSchema.safeParse(up.fields.prompt ?? '');
  if (!prompt.success) throw new AppError(400, 'tools.prompt_too_long', { max: GEMINI_PROMPT_MAX });
  if (!prompt.data) throw new AppError(400, key);
  return prompt.data;
}

export const geminiToolsRoutes: RouteModule = (deps) => {
  const router = Router();
  const post = imagingPost(router, deps);
  const reader = requireAuth(deps.verifyIdToken, { checkRevoked: false });

  const context = (req: Request): AnalysisContext => ({
    uid: callerOf(req).uid,
    language: req.ctx.language,
    t: req.ctx.t,
    analyzer: deps.providers().geminiTools.analyzer,
  });

  post('/gemini/analyze-image', async (req, res) => {
    const up = await readUpload(req, { maxFileBytes: ANALYSIS_MAX_BYTES, maxFiles: 1 });
    const file = up.file('image', 'file');
    const prompt = promptOf(up, 'tools.analysis_input_required');
    if (!file) throw new AppError(400, 'tools.analysis_input_required');
    res.json(await analyzeImage(context(req), prompt, file));
  });

  post('/gemini/batch-analyze', async (req, res) => {
    // One file more than allowed is read, so 11 images answer the spec's message rather than busboy's.
    const up = await readUpload(req, {
      maxFileBytes: ANALYSIS_MAX_BYTES,
      maxFiles: BATCH_ANALYSIS_MAX + 1,
    });
    const files = up.files.filter((f) => f.field === 'images' || f.field === 'image');
    if (files.length > BATCH_ANALYSIS_MAX)
      throw new AppError(400, 'tools.batch_too_many', { max: BATCH_ANALYSIS_MAX });
    const prompt = promptOf(up, 'tools.analysis_input_required');
    if (!files.length) throw new AppError(400, 'tools.analysis_input_required');
    // Counted per image (N5): each is an analysis; the request itself counted one.
    await countUnits(deps.rateLimiter, RATE_LIMITS.imaging, req, res, files.length - 1);
    res.json(await analyzeBatch(context(req), prompt, files));
  });

  router.get('/gemini/capabilities', reader, (_req, res) => {
    const body: ToolsCapabilities = { image_generation: deps.providers().geminiTools.generator !== null };
    res.json(body);
  });

  post('/gemini-image/generate-image-text-only', async (req, res) => {
    const up = await readUpload(req, { maxFileBytes: ANALYSIS_MAX_BYTES, maxFiles: 1 });
    const prompt = promptOf(up, 'tools.prompt_required');
    const body: ImageGenerationResult = await generateImage(
      callerOf(req).uid,
      deps.providers().geminiTools.generator,
      prompt,
    );
    res.json(body);
  });

  post('/gemini-image/generate-image', async (req, res) => {
    const up = await readUpload(req, { maxFileBytes: ANALYSIS_MAX_BYTES, maxFiles: 1 });
    const prompt = promptOf(up, 'tools.prompt_required');
    const reference = up.need('tools.reference_required', 'image', 'file', 'reference_image');
    const body: ImageGenerationResult = await generateImage(
      callerOf(req).uid,
      deps.providers().geminiTools.generator,
      prompt,
      reference,
    );
    res.json(body);
  });

  router.get('/gemini-image/:id/image', reader, async (req, res) => {
    const { id } = parse(idParams, req, 'params');
    const generation = await getOwnGeneration(callerOf(req).uid, id);
    if (!generation) throw notFound();
    const file = { name: `bitna-gemini-${id}.png`, type: 'image/png', download: req.query.download === '1' };
    await sendStoredFile(res, generation.storagePath, file, notFound);
  });

  return router;
};
