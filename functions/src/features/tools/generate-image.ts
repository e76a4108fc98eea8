// Image generation (spec /gemini-image-generation) on Gemini's image model, from a prompt alone or with a
// reference photo. Provider links do not exist here (the bytes arrive inline), so each image is stored as a PNG
// under users/{uid}/generated/ and served by GET /gemini-image/{id}/image to its owner only. Without a Gemini
// key there is no generative model: 503 with a clear detail (DESIGN §5).
import sharp from 'sharp';
import { generatedImagePath, type ImageGenerationResult } from '../../contracts';
import { imagingToHttp, type UploadedFile } from '../../http/upload';
import type { ImageGenerator } from '../../providers/ai';
import { AppError } from '../../shared/errors';
import { stillPhoto } from '../instant';
import { encodedAs, saveFile } from '../../jobs';
import { providerToHttp } from './analyze-images';
import { newGenerationId, saveGeneration } from './gemini-tools.repo';

export const generatedImageUrl = (id: string) => `/gemini-image/${id}/image`;

export async function generateImage(
  uid: string,
  generator: ImageGenerator | null,
  prompt: string,
  reference?: UploadedFile,
): Promise<ImageGenerationResult> {
  if (!generator) throw new AppError(503, 'tools.generation_needs_provider');
  let out: Awaited<ReturnType<ImageGenerator['generate']>>;
  try {
    const photo = reference ? await stillPhoto(reference.data) : undefined;
    out = await generator.generate({ prompt, reference: photo });
  } catch (err) {
    throw providerToHttp(imagingToHttp(err));
  }
  const generated: ImageGenerationResult['generated_images'] = [];
  for (const image of out.images) {
    const { data } = await encodedAs(image, 'png');
    const { width = 0, height = 0 } = await sharp(data).metadata();
    const id = newGenerationId();
    const storagePath = generatedImagePath(uid, id);
    await saveFile(storagePath, data, 'image/png');
    const url = generatedImageUrl(id);
    await saveGeneration(id, {
      userId: uid,
      status: 'completed',
      imageUrl: url,
      storagePath,
      prompt,
      textResponse: out.text,
      mode: reference ? 'reference' : 'text',
      provider: 'gemini',
      model: generator.model,
      width,
      height,
    });
    generated.push({ generation_id: id, url, width, height });
  }
  return {
    prompt,
    text_response: out.text,
    generated_images: generated,
    model: generator.model,
    timestamp: Math.floor(Date.now() / 1000),
  };
}
