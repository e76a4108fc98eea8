// The offline instant editor: every preset's look comes back as a JPEG at the preset's framing; ID presets are
// the measured ID-photo pipeline's output; engine refusals keep their own reason.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INSTANT_PRESETS, instantPreset, LOCAL_LOOKS, type InstantPresetId } from '../../contracts';
import { ID_STANDARDS } from '../../imaging/id-standards';
import { ProviderError } from './port';
import { localInstantEditor } from './local-instant';
import { photo } from '../../../../tests/fixtures/images';

const edit = (id: InstantPresetId, image = photo('r_obama.jpg')) => {
  const preset = instantPreset(id);
  return localInstantEditor().start({
    image,
    mimeType: 'image/jpeg',
    prompt: 'a wish the local engine does not read',
    aspectRatio: preset.aspectRatio,
    localLook: preset.local,
    idStandard: preset.idStandard,
  });
};

describe('local instant editor', () => {
  it('makes every non-ID look as a JPEG at its preset framing, named as the local engine', async () => {
    const seen = new Set<string>();
    for (const preset of INSTANT_PRESETS) {
      if (preset.local === 'id' || seen.has(preset.local)) continue;
      seen.add(preset.local);
      const result = await edit(preset.id);
      if (result.state !== 'completed') throw new Error('local edits complete at once');
      expect(result.model).toBe(`local-engine/${preset.local}`);
      const meta = await sharp(result.images[0]!.data).metadata();
      expect(meta.format, preset.id).toBe('jpeg');
      const [w, h] = preset.aspectRatio.split(':').map(Number);
      expect(Math.abs(meta.width! / meta.height! - w! / h!), preset.id).toBeLessThan(0.01);
      expect(Math.max(meta.width!, meta.height!), preset.id).toBeGreaterThanOrEqual(768);
      // The studio look says which rectangle of the photo it shows (the before/after view crops to it).
      if (preset.local === 'studio') {
        const source = await sharp(photo('r_obama.jpg')).metadata();
        const { x, y, width, height } = result.frame!;
        // The rectangle has the result's shape in the photo's pixels, and its centre lies inside the photo.
        const shape = (width * source.width!) / (height * source.height!);
        expect(Math.abs(shape - meta.width! / meta.height!), preset.id).toBeLessThan(0.01);
        expect(
          [x + width / 2, y + height / 2].every((c) => c > 0 && c < 1),
          preset.id,
        ).toBe(true);
      } else expect(result.frame, preset.id).toBeUndefined();
    }
    expect(seen).toEqual(new Set(LOCAL_LOOKS.filter((l) => l !== 'id')));
  });

  it("makes the ID presets with the ID-photo pipeline: the standard's photo, a print sheet, and what it measured", async () => {
    for (const id of ['passport', 'resume'] as const) {
      const result = await edit(id);
      if (result.state !== 'completed') throw new Error('local edits complete at once');
      const standard = ID_STANDARDS[instantPreset(id).idStandard!];
      const meta = await sharp(result.images[0]!.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', standard.widthPx, standard.heightPx]);
      expect((await sharp(result.printSheet!.data).metadata()).format).toBe('jpeg');
      expect(result.idPhoto!.standard).toBe(standard.id);
      const { headHeightMm, widthPx } = result.idPhoto!.measurements;
      expect(widthPx).toBe(standard.widthPx);
      expect(headHeightMm).toBeGreaterThanOrEqual(standard.headMm[0]);
      expect(headHeightMm).toBeLessThanOrEqual(standard.headMm[1]);
      expect(result.idPhoto!.rules.find((r) => r.rule === 'head_height')).toMatchObject({ pass: true });
      expect(result.model).toBe('local-engine/id');
    }
  });

  it('refuses a photo without a face with the engine reason, for the ID and the stylised looks', async () => {
    for (const id of ['passport', 'anime'] as const) {
      const err = await edit(id, photo('h_background.jpg')).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect(err, id).toMatchObject({ kind: 'invalid', key: 'imaging.no_face', httpStatus: 400 });
    }
  });

  it('refuses an ID photo whose head is cut off at the top with that reason', async () => {
    const cut = await sharp(photo('r_obama.jpg'))
      .metadata()
      .then(({ width, height }) =>
        sharp(photo('r_obama.jpg'))
          .extract({
            left: 0,
            top: Math.round(height! * 0.2),
            width: width!,
            height: Math.round(height! * 0.8),
          })
          .jpeg()
          .toBuffer(),
      );
    const err = await edit('passport', cut).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).key).toMatch(/^imaging\.(head_cut_top|head_near_edge)$/);
  });

  it('makes the ID presets with the ID look and the business presets with the studio look', () => {
    const byCategory = (c: string) =>
      new Set(INSTANT_PRESETS.filter((p) => p.category === c).map((p) => p.local));
    expect(byCategory('id')).toEqual(new Set(['id']));
    expect(byCategory('business')).toEqual(new Set(['studio']));
  });
});
