// Ideogram v3 edit with a character reference: POST {base}/v1/ideogram-v3/edit, multipart, header Api-Key.
// Protocol: https://developer.ideogram.ai/v1/api-reference/edit-images/inpaint-v3 (mask: black = edit, white =
// keep; character_reference_images takes one image, ≤ 10 MB; 422 {error} = safety refusal; 429 = rate limit).
import type { EditRequest, EditResult, PhotoEditor, StyleType } from './edit';
import { ProviderError, SYNC_PROVIDER_TIMEOUT_MS, type ProviderFailure } from './port';

export interface IdeogramConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** v3 edit has no RENDER_3D or ANIME style (those were 2.x values): the closest v3 style is FICTION. */
const STYLE: Record<StyleType, string> = {
  REALISTIC: 'REALISTIC',
  DESIGN: 'DESIGN',
  RENDER_3D: 'FICTION',
  ANIME: 'FICTION',
};

const fail = (kind: ProviderFailure, status: number, message = '', reason?: { key: string }) =>
  new ProviderError(kind, 'ideogram', status, message, reason);

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
const mime = (bytes: Buffer) =>
  bytes[0] === 0x89 ? 'image/png' : bytes[0] === 0xff ? 'image/jpeg' : 'image/webp';

export function ideogramEditor(config: IdeogramConfig): PhotoEditor {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/v1/ideogram-v3/edit`;
  return {
    name: 'ideogram',
    async edit(req: EditRequest): Promise<EditResult> {
      const form = new FormData();
      form.append('image', blob(req.image, mime(req.image)), 'image');
      form.append('mask', blob(req.mask, 'image/png'), 'mask.png');
      // v3 edit has no negative_prompt field: the things to avoid are stated in the prompt instead.
      const prompt = req.negativePrompt?.trim()
        ? `${req.prompt}\nAvoid: ${req.negativePrompt.trim()}`
        : req.prompt;
      form.append('prompt', prompt);
      form.append('magic_prompt', req.magicPrompt ?? 'AUTO');
      form.append('rendering_speed', req.renderingSpeed ?? 'DEFAULT');
      form.append('style_type', STYLE[req.styleType ?? 'REALISTIC']);
      form.append('num_images', '1');
      if (req.seed !== undefined) form.append('seed', String(req.seed));
      if (req.characterReference) {
        const ref = req.characterReference;
        form.append('character_reference_images', blob(ref.image, mime(ref.image)), 'reference');
        if (ref.mask)
          form.append('character_reference_images_mask', blob(ref.mask, 'image/png'), 'reference-mask.png');
      }
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Api-Key': config.apiKey },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs ?? SYNC_PROVIDER_TIMEOUT_MS),
        });
      } catch {
        throw fail('unavailable', 0);
      }
      const text = await res.text();
      let body: {
        error?: string;
        message?: string;
        data?: Array<{ url?: string | null; is_image_safe?: boolean; seed?: number }>;
      } = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = {};
      }
      if (!res.ok) {
        const message = body.error ?? body.message ?? '';
        if (res.status === 422) throw fail('safety', 422, message);
        if (res.status === 429) throw fail('quota', 429, message);
        if (res.status === 401 || res.status === 403) throw fail('unauthorized', res.status, message);
        if (res.status === 400)
          // Ideogram's 400 is almost always an image and mask of different sizes: say so.
          throw fail('invalid', 400, message, { key: 'edit.invalid' });
        throw fail('unavailable', res.status, message);
      }
      const images = (body.data ?? []).filter((d) => d.is_image_safe !== false && d.url);
      if (!images.length) {
        if ((body.data ?? []).some((d) => d.is_image_safe === false)) throw fail('safety', 200);
        throw fail('unavailable', res.status, 'no image in response');
      }
      return { provider: 'ideogram', images: images.map((d) => ({ url: d.url!, seed: d.seed })) };
    },
  };
}
