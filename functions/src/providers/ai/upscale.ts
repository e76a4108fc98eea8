// Making a result 4K (FOUR_K_SIDE on its long side) for the images a 4K package paid for. Two ways, named
// honestly in what they answer: fal's upscaler (fal-upscale.ts), a model that adds detail, or the local
// resize, a Lanczos interpolation with sharp that only enlarges the pixels there are (the UI says "resize",
// never "AI"). Both answer exactly `side` on the long side, in the format of the image they got.
import sharp from 'sharp';
import type { FourKMethod } from '../../contracts';
import { MAX_INPUT_PIXELS } from '../../imaging/input';
import type { ProviderImage } from './port';

export interface FourKImage {
  image: ProviderImage;
  method: FourKMethod;
  /** The upscaler model, or LOCAL_RESIZE_MODEL. */
  model: string;
  width: number;
  height: number;
}

export interface Upscaler {
  /** `image` with `side` pixels on its long side. */
  upscale(image: ProviderImage, side: number): Promise<FourKImage>;
}

export const LOCAL_RESIZE_MODEL = 'sharp-lanczos3';

/** The image's pixel size (EXIF orientation applied, as it is stored). */
export async function sizeOf(data: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = [meta.width ?? 0, meta.height ?? 0];
  return turned ? { width: height, height: width } : { width, height };
}

/** `image` Lanczos-resized to `side` on its long side, re-encoded in its own format. */
export async function lanczosTo(image: ProviderImage, side: number): Promise<FourKImage> {
  const { width, height } = await sizeOf(image.data);
  const portrait = height >= width;
  const target = portrait
    ? { width: Math.round((width * side) / height), height: side }
    : { width: side, height: Math.round((height * side) / width) };
  if (target.width === width && target.height === height)
    return { image, method: 'resize', model: LOCAL_RESIZE_MODEL, ...target };
  const base = sharp(image.data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(target.width, target.height, { kernel: 'lanczos3', fit: 'fill' });
  const data =
    image.mimeType === 'image/jpeg'
      ? await base.jpeg({ quality: 92, mozjpeg: true }).toBuffer()
      : image.mimeType === 'image/webp'
        ? await base.webp({ quality: 92 }).toBuffer()
        : await base.png().toBuffer();
  const mimeType = ['image/jpeg', 'image/webp'].includes(image.mimeType) ? image.mimeType : 'image/png';
  return { image: { data, mimeType }, method: 'resize', model: LOCAL_RESIZE_MODEL, ...target };
}

/** The local way: a resize, labelled as one. */
export const localUpscaler = (): Upscaler => ({ upscale: lanczosTo });
