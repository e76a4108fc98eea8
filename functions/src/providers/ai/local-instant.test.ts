// The offline instant editor: real output for the looks the engine can make, a clear refusal for the rest.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INSTANT_PRESETS, instantPreset } from '../../contracts';
import { InstantProviderError } from './instant';
import { localInstantEditor } from './local-instant';
import { photo } from '../../../../tests/fixtures/images';

describe('local instant editor', () => {
  it('makes the ID looks: the person on a white backdrop at the preset framing', async () => {
    const preset = instantPreset('passport');
    const result = await localInstantEditor().start({
      image: photo('r_obama.jpg'),
      mimeType: 'image/jpeg',
      prompt: preset.prompts.gemini,
      aspectRatio: preset.aspectRatio,
      localLook: preset.local,
    });
    expect(result.state).toBe('completed');
    if (result.state !== 'completed') return;
    const meta = await sharp(result.images[0]!.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.abs(meta.width! / meta.height! - 3 / 4)).toBeLessThan(0.02);
  });

  it('refuses the generative looks with the offline message instead of faking them', async () => {
    const err = await localInstantEditor()
      .start({
        image: Buffer.alloc(0),
        mimeType: 'image/jpeg',
        prompt: 'x',
        localLook: instantPreset('figure').local,
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InstantProviderError);
    expect(err).toMatchObject({
      kind: 'not_available_offline',
      httpStatus: 503,
      key: 'instant.not_available_offline',
    });
  });

  it('makes the ID presets with the ID look and the business presets with the studio look', () => {
    const byCategory = (c: string) =>
      new Set(INSTANT_PRESETS.filter((p) => p.category === c).map((p) => p.local));
    expect(byCategory('id')).toEqual(new Set(['id']));
    expect(byCategory('business')).toEqual(new Set(['studio']));
  });
});
