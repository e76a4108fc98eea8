// The stylised looks, judged by measures of their own output that the looks do not compute: the face still
// belongs to the same person (the engine's identity descriptor), the image really is stylised (ink lines raise
// the head's edge density, painting lowers its colour count), and the photo's background is gone.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../../../../tests/fixtures/images';
import { ImagingError } from '../errors';
import { operations } from '../operations';
import { makeLook, STYLE_LOOKS, type StyleLook } from '.';
import { frameSubject, HEAD_SHARE } from './subject';

const SHARE: Record<StyleLook, number> = {
  anime: HEAD_SHARE.cartoon,
  webtoon: HEAD_SHARE.cartoon,
  portrait: HEAD_SHARE.painterly,
  game: HEAD_SHARE.game,
  cosplay: HEAD_SHARE.cosplay,
  figure: HEAD_SHARE.figure,
};

/** The head as the engine crops a reference face (levelled, same framing whatever the image), 256 × 320. */
async function head(image: Buffer) {
  const crop = await operations.referenceHead({ image, cropPercent: 0.6 });
  const { data, info } = await sharp(crop)
    .resize(256, 320, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Distinct colours at 5 bits per channel (JPEG noise below that does not count). */
function colourCount({ data }: { data: Buffer }) {
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 3)
    seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
  return seen.size;
}

/** Share of pixels with a strong luma gradient (central differences over 60 levels). */
function edgeDensity({ data, width: w, height: h }: { data: Buffer; width: number; height: number }) {
  const L = (x: number, y: number) => {
    const i = (y * w + x) * 3;
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  let edges = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++)
      if (Math.hypot(L(x + 1, y) - L(x - 1, y), L(x, y + 1) - L(x, y - 1)) > 60) edges++;
  return edges / (w * h);
}

describe('stylised looks', () => {
  const source = photo('r_obama.jpg');
  const out = {} as Record<StyleLook, Buffer>;
  beforeAll(async () => {
    for (const look of STYLE_LOOKS) out[look] = await makeLook({ image: source, look, aspect: 3 / 4 });
  }, 120_000);

  it('keep the face recognisable: the identity descriptor matches the photo for every look', async () => {
    for (const look of STYLE_LOOKS) {
      const report = await operations.samePerson({ images: [source, out[look]] });
      expect(report.photos[1], look).toMatchObject({ samePerson: true });
    }
  });

  it('keep a dark photo recognisable too', async () => {
    const dark = photo('q_dark.jpg');
    for (const look of ['anime', 'game'] as const) {
      const report = await operations.samePerson({
        images: [dark, await makeLook({ image: dark, look, aspect: 3 / 4 })],
      });
      expect(report.photos[1], look).toMatchObject({ samePerson: true });
    }
  });

  it('ink the cartoon and game looks: the head has clearly more strong edges than in the photo', async () => {
    const before = edgeDensity(await head(source));
    for (const look of ['anime', 'webtoon', 'game'] as const)
      expect(edgeDensity(await head(out[look])), look).toBeGreaterThan(before * 1.3);
  });

  it('flatten the painted looks: the head holds clearly fewer colours than in the photo', async () => {
    const before = colourCount(await head(source));
    for (const look of ['anime', 'webtoon', 'portrait', 'figure'] as const)
      expect(colourCount(await head(out[look])), look).toBeLessThan(before * 0.85);
  });

  it('grade the event photo: the head keeps its detail but its colours move', async () => {
    const [a, b] = [await head(source), await head(out.cosplay)];
    let diff = 0;
    for (let i = 0; i < a.data.length; i++) diff += Math.abs(a.data[i]! - b.data[i]!);
    expect(diff / a.data.length).toBeGreaterThan(8);
    expect(colourCount(b)).toBeGreaterThan(colourCount(a) * 0.85);
  });

  it("replace the background: where the photo's person mask is empty, the output differs from the photo", async () => {
    for (const look of STYLE_LOOKS) {
      const framed = await frameSubject(source, 3 / 4, SHARE[look]);
      const { data, info } = await sharp(out[look]).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([framed.rgb.width, framed.rgb.height]);
      let diff = 0;
      let n = 0;
      for (let p = 0; p < framed.alpha.length; p++) {
        if (framed.alpha[p]! >= 10) continue;
        n++;
        for (let c = 0; c < 3; c++) diff += Math.abs(data[p * 3 + c]! - framed.rgb.data[p * 3 + c]!);
      }
      expect(n, look).toBeGreaterThan(framed.alpha.length * 0.15);
      expect(diff / n / 3, look).toBeGreaterThan(25);
    }
  });

  it('refuse a photo without a face', async () => {
    const err = await makeLook({ image: photo('h_background.jpg'), look: 'anime', aspect: 3 / 4 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImagingError);
    expect(err).toMatchObject({ code: 'no_face' });
  });
});
