import { describe, expect, it } from 'vitest';
import { ImagingError } from './errors';
import { SECRET_NAMES } from '../config';
import { revive, runImaging, toError, workerEnv } from './pool';
import { keepMainRegions } from './background';
import { textAsJpeg } from '../../../tests/fixtures/images';

describe('imaging pool', () => {
  it('turns structured-clone Uint8Arrays back into Buffers, deep', () => {
    const out = revive({ a: new Uint8Array([1, 2]), list: [{ b: new Uint8Array([3]) }], n: 1 }) as {
      a: Buffer;
      list: Array<{ b: Buffer }>;
      n: number;
    };
    expect(Buffer.isBuffer(out.a)).toBe(true);
    expect(Buffer.isBuffer(out.list[0]!.b)).toBe(true);
    expect(out.n).toBe(1);
  });

  it('rebuilds engine refusals from a worker reply', () => {
    const err = toError({ code: 'no_face', params: {}, message: 'no_face' });
    expect(err).toBeInstanceOf(ImagingError);
    expect((err as ImagingError).code).toBe('no_face');
    expect(toError({ message: 'boom' })).not.toBeInstanceOf(ImagingError);
  });

  it('runs operations in-process from source and passes refusals through', async () => {
    const err = await runImaging('quality', { image: textAsJpeg() }).catch((e: unknown) => e);
    expect((err as ImagingError).code).toBe('not_image');
  });
});

describe('segmentation clean-up', () => {
  it('drops specks far smaller than the person', () => {
    const w = 10;
    const alpha = new Uint8Array(100);
    for (let y = 2; y < 9; y++) for (let x = 2; x < 7; x++) alpha[y * w + x] = 255; // the person: 35 px
    alpha[9] = 255; // a speck: 1 px
    const out = keepMainRegions(alpha, w, 10);
    expect(out[9]).toBe(0);
    expect(out[5 * w + 4]).toBe(255);
  });

  it('N8 — starts its workers with no secret of the function in their environment', () => {
    const parent = { PATH: '/usr/bin', FAL_KEY: 'id:secret', GEMINI_API_KEY: 'g', IDEOGRAM_API_KEY: 'i' };
    const env = workerEnv(parent);
    expect(env).toEqual({ PATH: '/usr/bin' });
    for (const name of SECRET_NAMES) expect(workerEnv({ [name]: 'x' }), name).toEqual({});
  });
});
