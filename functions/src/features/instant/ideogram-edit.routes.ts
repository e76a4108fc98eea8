// POST /instant/ideogram-edit (spec §7): the ID-photo flow's final call. Multipart image, mask (white = keep,
// black = edit, as Ideogram v3), prompt, magic_prompt, negative_prompt, character_reference_images[] and
// character_reference_images_mask[], plus the page's advanced settings. Ideogram when configured with a key,
// the local engine otherwise. Caller-owned inputs only; nothing is stored, so the call is naturally idempotent.
import { Router } from 'express';
import { z } from 'zod';
import { settings } from '../../config';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { HttpError } from '../../http/errors';
import { engine, ID_PHOTO_MAX_BYTES, imagingRoute, readUpload } from '../../imaging/multipart';
import { EditProviderError, photoEditor, type EditFailure } from '../../providers/ai';

const fields = z.object({
  prompt: z.string().trim().min(1).max(2000),
  magic_prompt: z.enum(['ON', 'OFF', 'AUTO']).default('AUTO'),
  negative_prompt: z.string().max(2000).default(''),
  rendering_speed: z.enum(['TURBO', 'DEFAULT', 'QUALITY']).default('DEFAULT'),
  style_type: z.enum(['REALISTIC', 'DESIGN', 'RENDER_3D', 'ANIME']).default('REALISTIC'),
  aspect_ratio: z.enum(['1:1', '3:4', '4:3', '16:9']).default('3:4'),
});

const FAILURES: Record<EditFailure, [number, string]> = {
  safety: [422, 'edit.safety'],
  rate_limited: [429, 'edit.rate_limited'],
  unauthorized: [502, 'edit.provider_auth'],
  invalid: [400, 'edit.invalid'],
  unavailable: [502, 'edit.unavailable'],
};

export const ideogramEditRoutes: RouteModule = (deps) => {
  const router = Router();
  router.post(
    '/instant/ideogram-edit',
    requireAuth(deps.verifyIdToken),
    imagingRoute(async (req, res) => {
      const started = Date.now();
      const up = await readUpload(req, { maxFileBytes: ID_PHOTO_MAX_BYTES, maxFiles: 4 });
      const image = up.file('image');
      if (!image) throw new HttpError(400, 'upload.file_required');
      const mask = up.file('mask');
      if (!mask) throw new HttpError(400, 'edit.mask_required');
      const parsed = fields.safeParse(up.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(400, 'request.invalid_field', {
          field: issue?.path.join('.') ?? 'body',
          reason: issue?.message ?? 'invalid',
        });
      }
      const f = parsed.data;
      const reference = up.file('character_reference_images');
      const referenceMask = up.file('character_reference_images_mask');
      const editor = photoEditor(settings());
      const inputs = await (
        await engine()
      )('prepareEdit', {
        image: image.data,
        mask: mask.data,
        reference: reference?.data,
        referenceMask: referenceMask?.data,
      });
      try {
        const result = await editor.edit({
          image: inputs.image,
          mask: inputs.mask,
          prompt: f.prompt,
          magicPrompt: f.magic_prompt,
          negativePrompt: f.negative_prompt,
          renderingSpeed: f.rendering_speed,
          styleType: f.style_type,
          aspectRatio: f.aspect_ratio,
          characterReference: inputs.reference && { image: inputs.reference, mask: inputs.referenceMask },
        });
        res.json({
          success: true,
          provider: result.provider,
          image_url: result.images[0]!.url,
          mask_url: `data:image/png;base64,${inputs.mask.toString('base64')}`,
          backup_url: null,
          processing_time: (Date.now() - started) / 1000,
          error: null,
        });
      } catch (err) {
        if (!(err instanceof EditProviderError)) throw err;
        const [status, key] = FAILURES[err.kind];
        throw new HttpError(status, key, { status: err.status });
      }
    }),
  );
  return router;
};
