// Image generation from a reference photo: the photo reaches Gemini as a still with no metadata (N6), and the
// result is stored as a PNG with its record.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

const { saveFile, settle } = vi.hoisted(() => ({ saveFile: vi.fn(), settle: vi.fn() }));
vi.mock('./gemini-tools.repo', () => ({ newGenerationRef: () => ({ id: 'g1' }) }));
vi.mock('./tools-charge', () => ({ chargeTools: async () => ({ settle }) }));
vi.mock('../../jobs', async (original) => ({ ...(await original<object>()), saveFile }));
import { carriesNoMetadata, photo, withPhoneMetadata } from '../../../../tests/fixtures/images';
import type { ImageGenerator } from '../../providers/ai';
import { generateImage } from './generate-image';

describe('generateImage with a reference photo', () => {
  it('N6 — sends the reference to the provider with no EXIF, GPS or owner name', async () => {
    const sent: Buffer[] = [];
    const out = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const generator: ImageGenerator = {
      model: 'gemini-image',
      async generate({ reference }) {
        if (reference) sent.push(reference.data);
        return { text: null, images: [{ data: out, mimeType: 'image/png' }] };
      },
    };
    const data = await withPhoneMetadata(sharp, photo('r_obama.jpg'));
    const result = await generateImage('u1', generator, 'a portrait', {
      field: 'image',
      filename: 'me.jpg',
      data,
    });

    expect(sent).toHaveLength(1);
    expect(await carriesNoMetadata(sharp, sent[0]!)).toBe(true);
    expect(result.generated_images).toEqual([expect.objectContaining({ width: 8 })]);
    expect(saveFile).toHaveBeenCalledWith('users/u1/generated/g1.png', expect.any(Buffer), 'image/png');
    expect(settle).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'reference', status: 'completed' }),
      0,
    );
  });
});
