// fal's upscaler for 4K results: `fal-ai/seedvr/upscale/image` (SeedVR2, in @fal-ai/client's endpoint map, the
// same generated types providers.md §2.5 reads the other models from). Input: `image_url` (we upload the stored
// result to fal storage, expiring with every copy we leave there), `upscale_mode: 'factor'` and `upscale_factor`
// (our side over the image's long side), `output_format` png|jpg|webp. Output: `{ image: { url, width, height,
// content_type, ... }, seed }`. Run through the queue and polled to its end (client.subscribe): it takes seconds.
// The answer is made exactly `side` on its long side (a Lanczos step only when fal's rounding is a pixel off).
import { FAL_COPY_EXPIRY_SECONDS, falError, falFailure, type FalConnection } from './fal-client';
import { lanczosTo, sizeOf, type Upscaler } from './upscale';

export const FAL_UPSCALE_MODEL = 'fal-ai/seedvr/upscale/image';

const FAL_FORMAT: Record<string, 'png' | 'jpg' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
};

export function falUpscaler(fal: Pick<FalConnection, 'client' | 'upload' | 'fetchImage'>): Upscaler {
  return {
    async upscale(image, side) {
      const { width, height } = await sizeOf(image.data);
      const format = FAL_FORMAT[image.mimeType] ?? 'png';
      try {
        const imageUrl = await fal.upload(
          new File([new Uint8Array(image.data)], `result.${format}`, { type: image.mimeType }),
        );
        const result = await fal.client.subscribe(FAL_UPSCALE_MODEL, {
          input: {
            image_url: imageUrl,
            upscale_mode: 'factor',
            upscale_factor: side / Math.max(width, height),
            output_format: format,
          },
          storageSettings: { expiresIn: FAL_COPY_EXPIRY_SECONDS },
          pollInterval: 1000,
        });
        const out = (result.data as { image?: { url?: string; content_type?: string } } | undefined)?.image;
        if (!out?.url) throw falError('unavailable', 200, 'no image in upscale result');
        const upscaled = await fal.fetchImage(out.url, out.content_type);
        // fal rounds the factor's size its own way: the file we keep is exactly `side` on its long side.
        const exact = await lanczosTo(upscaled, side);
        return { ...exact, method: 'ai_upscale', model: FAL_UPSCALE_MODEL };
      } catch (err) {
        throw falFailure(err);
      }
    },
  };
}
