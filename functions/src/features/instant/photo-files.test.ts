// The instant line's own pixel steps: what an upload is kept as, and what a result is stored and previewed as.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bombPng, textAsJpeg } from '../../../../tests/fixtures/images';
import { stillPhoto, storedResult } from './photo-files';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6' } });

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string }) => e.code,
  );

describe('stillPhoto', () => {
  it('keeps a JPEG as a JPEG of the same size and look', async () => {
    const jpeg = await solid(30, 20).jpeg().toBuffer();
    const still = await stillPhoto(jpeg);
    expect([still.mimeType, still.width, still.height]).toEqual(['image/jpeg', 30, 20]);
    const { dominant } = await sharp(still.data).stats();
    expect([dominant.r, dominant.g, dominant.b]).toEqual([136, 168, 104]); // #8a6 within JPEG's rounding
  });

  it('N6: keeps no metadata from a phone photo: no EXIF (GPS, owner), no XMP, upright pixels', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const tagged = await solid(40, 10)
        .toFormat(format)
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Artist: 'Kim Minji', Copyright: 'Kim Minji' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E' },
        })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
        .toBuffer();
      const before = await sharp(tagged).metadata();
      expect([format, Boolean(before.exif), before.orientation]).toEqual([format, true, 6]);
      const still = await stillPhoto(tagged);
      const after = await sharp(still.data).metadata();
      expect([format, after.exif, after.xmp, after.iptc, after.orientation ?? 1]).toEqual([
        format,
        undefined,
        undefined,
        undefined,
        1,
      ]);
      expect(still.data.includes(Buffer.from('Kim Minji'))).toBe(false);
      expect([after.width, after.height]).toEqual([10, 40]); // turned as the orientation said
    }
  });

  it('turns an animated GIF into a PNG of its first frame', async () => {
    const frames = await sharp([await solid(24, 16).png().toBuffer(), await solid(24, 16).png().toBuffer()], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const still = await stillPhoto(frames);
    const meta = await sharp(still.data).metadata();
    expect([still.mimeType, meta.format, meta.width, meta.height, meta.pages ?? 1]).toEqual([
      'image/png',
      'png',
      24,
      16,
      1,
    ]);
  });

  it('refuses a decompression bomb by its header and an unreadable file', async () => {
    expect(await refusal(stillPhoto(bombPng()))).toBe('too_many_pixels');
    expect(await refusal(stillPhoto(textAsJpeg()))).toBe('corrupt');
  });

  it('reports the size as the user sees the photo (EXIF orientation applied)', async () => {
    const turned = await solid(40, 10).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const still = await stillPhoto(turned);
    expect([still.width, still.height]).toEqual([10, 40]);
  });
});

describe('storedResult', () => {
  it('stores a PNG result as JPEG with a preview at most 1024 px long', async () => {
    const { full, preview } = await storedResult({
      data: await solid(3000, 2000).png().toBuffer(),
      mimeType: 'image/png',
    });
    const [f, p] = await Promise.all([sharp(full).metadata(), sharp(preview).metadata()]);
    expect([f.format, f.width, f.height]).toEqual(['jpeg', 3000, 2000]);
    expect([p.format, p.width, p.height]).toEqual(['jpeg', 1024, 683]);
  });

  it('keeps a JPEG result (an ID photo keeps its print resolution) and never enlarges a small preview', async () => {
    const jpeg = await solid(413, 531).jpeg().withMetadata({ density: 300 }).toBuffer();
    const { full, preview } = await storedResult({ data: jpeg, mimeType: 'image/jpeg' });
    expect(full.equals(jpeg)).toBe(true);
    const p = await sharp(preview).metadata();
    expect([p.width, p.height]).toEqual([413, 531]);
  });
});
