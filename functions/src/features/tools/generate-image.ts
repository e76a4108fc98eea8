// Image generation (spec /gemini-image-generation) on Gemini's image model, from a prompt alone or with a
// reference photo. Provider links do not exist here (the bytes arrive inline), so each image is stored as a PNG
// under users/{uid}/generated/ and served by GET /gemini-image/{id}/image to its owner only. Without a Gemini
// key there is no generative model: 503 with a clear detail (DESIGN §5). A call asks for one image and costs one
// instant credit, taken before Gemini is called and given back if no image comes (tools-charge.ts).
import sharp from 'sharp';
import { generatedImagePath, type ImageGenerationResult } from '../../contracts';
import { imagingToHttp, type UploadedFile } from '../../http/upload';
import type { ImageGenerator } from '../../providers/ai';
import { AppError } from '../../shared/errors';
import { stillPhoto } from '../instant';
import { encodedAs, saveFile } from '../../jobs';
import { providerToHttp } from './analyze-images';
import { newGenerationRef, type GenerationRecord } from './gemini-tools.repo';
import { chargeTools } from './tools-charge';

export const generatedImageUrl = (id: string) => `/gemini-image/${id}/image`;

export async function generateImage(
  uid: string,
  generator: ImageGenerator | null,
  prompt: string,
  reference?: UploadedFile,
): Promise<ImageGenerationResult> {
  if (!generator) throw new AppError(503, 'tools.generation_needs_provider');
  const record = newGenerationRef();
  const id = record.id;
  const charge = await chargeTools(uid, record, 1, true);
  const mode = reference ? 'reference' : 'text';
  const asked = { prompt, mode, provider: 'gemini', model: generator.model } as const;
  let out: Awaited<ReturnType<ImageGenerator['generate']>>;
  const storagePath = generatedImagePath(uid, id);
  let size: { width: number; height: number };
  try {
    const photo = reference ? await stillPhoto(reference.data) : undefined;
    out = await generator.generate({ prompt, reference: photo });
    // One credit buys one image: the first the model made.
    const { data } = await encodedAs(out.images[0]!, 'png');
    const { width = 0, height = 0 } = await sharp(data).metadata();
    size = { width, height };
    await saveFile(storagePath, data, 'image/png');
  } catch (err) {
    await charge.settle({ ...asked, status: 'failed' }, 1);
    throw providerToHttp(imagingToHttp(err));
  }
  const url = generatedImageUrl(id);
  const { width, height } = size;
  const done: GenerationRecord = {
    ...asked,
    userId: uid,
    status: 'completed',
    imageUrl: url,
    storagePath,
    textResponse: out.text,
    width,
    height,
  };
  await charge.settle(done, 0);
  const generated: ImageGenerationResult['generated_images'] = [{ generation_id: id, url, width, height }];
  return {
    prompt,
    text_response: out.text,
    generated_images: generated,
    model: generator.model,
    timestamp: Math.floor(Date.now() / 1000),
  };
}
