// POST /instant/ideogram-edit (spec §7, which names the path): the ID-photo flow's final call. Multipart image,
// mask (white = keep, black = edit, as Ideogram v3), prompt, magic_prompt, negative_prompt,
// character_reference_images[] and character_reference_images_mask[], plus the page's advanced settings. The
// editor comes from the providers (Ideogram when configured with a key, the local engine otherwise).
// Caller-owned inputs only; nothing is stored. A call that reaches the paid provider (Ideogram) costs one
// instant credit, refunded if the provider fails (instant's payForCall); the local engine is free.
import { Router } from 'express';
import { editFieldsSchema, ID_PHOTO_MAX_BYTES, type EditResponse } from '../../contracts';
import type { RouteModule } from '../../http/app';
import { imagingPost } from '../../http/imaging-post';
import { callerOf } from '../../http/request-context';
import { dataUrl, readUpload } from '../../http/upload';
import { runEngine } from '../../imaging/engine';
import { ProviderError } from '../../providers/ai';
import { AppError } from '../../shared/errors';
import { payForCall } from '../instant';

export const ideogramEditRoutes: RouteModule = (deps) => {
  const router = Router();
  const post = imagingPost(router, deps);
  post('/instant/ideogram-edit', async (req, res) => {
    const started = Date.now();
    const up = await readUpload(req, { maxFileBytes: ID_PHOTO_MAX_BYTES, maxFiles: 4 });
    const image = up.need('upload.file_required', 'image');
    const mask = up.need('edit.mask_required', 'mask');
    const f = up.fieldsAs(editFieldsSchema);
    const reference = up.file('character_reference_images');
    const referenceMask = up.file('character_reference_images_mask');
    const editor = deps.providers().editor;
    const inputs = await runEngine('prepareEdit', {
      image: image.data,
      mask: mask.data,
      reference: reference?.data,
      referenceMask: referenceMask?.data,
    });
    const edit = () =>
      editor.edit({
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
    try {
      const result =
        editor.name === 'local' ? await edit() : await payForCall(callerOf(req).uid, 'ideogram', edit);
      const body: EditResponse = {
        success: true,
        provider: result.provider,
        image_url: result.images[0]!.url,
        mask_url: dataUrl(inputs.mask, 'image/png'),
        backup_url: null,
        processing_time: (Date.now() - started) / 1000,
        error: null,
      };
      res.json(body);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      throw new AppError(err.httpStatus, err.key, err.params);
    }
  });
  return router;
};
