import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImagingError } from './errors';
import { checkImage, sniff } from './input';
import { bombPng, photo, textAsJpeg } from '../../../tests/fixtures/images';

const refusal = async (bytes: Buffer) => {
  const err = await checkImage(bytes).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImagingError);
  return (err as ImagingError).code;
};

describe('checkImage', () => {
  it('recognises JPEG, PNG and WebP by their bytes', async () => {
    const raw = { width: 4, height: 4, channels: 3 as const };
    const pixels = Buffer.alloc(48, 128);
    expect(sniff(await sharp(pixels, { raw }).jpeg().toBuffer())).toBe('jpeg');
    expect(sniff(await sharp(pixels, { raw }).png().toBuffer())).toBe('png');
    expect(sniff(await sharp(pixels, { raw }).webp().toBuffer())).toBe('webp');
    expect(sniff(await sharp(pixels, { raw }).gif().toBuffer())).toBeNull();
  });

  it('refuses a text file renamed to .jpg', async () => {
    expect(await refusal(textAsJpeg())).toBe('not_image');
  });

  it('refuses a 20001x20001 PNG from its header, without inflating it', async () => {
    const started = Date.now();
    expect(await refusal(bombPng())).toBe('too_many_pixels');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a truncated JPEG', async () => {
    expect(await refusal(photo('test1024.jpg').subarray(0, 2000))).toBe('corrupt');
  });

  it('applies EXIF orientation: the orientation-6 photo comes out upright', async () => {
    const stored = await sharp(photo('hard_exif6.jpg')).metadata();
    expect(stored.orientation).toBe(6);
    const upright = await checkImage(photo('hard_exif6.jpg'));
    // Stored sideways (width/height swapped on disk); decoded the way the user sees it.
    expect(upright.width).toBe(stored.height);
    expect(upright.height).toBe(stored.width);
  });
});
