import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscalePhoto, pickedPhotoProblem } from './photo';

afterEach(() => vi.unstubAllGlobals());

const file = (bytes: BlobPart[], name = 'p.jpg', type = 'image/jpeg') => new File(bytes, name, { type });

describe('pickedPhotoProblem', () => {
  it('refuses an empty file and one that is not a photo whatever its name', async () => {
    expect(await pickedPhotoProblem(file([]))).toBe('empty');
    expect(await pickedPhotoProblem(file(['hello, I am text']))).toBe('notImage');
  });

  it('takes JPEG, PNG, GIF, WebP and HEIC by their first bytes', async () => {
    const heads: BlobPart[][] = [
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe1])],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])],
      ['GIF89a'],
      ['RIFF', new Uint8Array([0, 0, 0, 0]), 'WEBPVP8 '],
      [new Uint8Array([0, 0, 0, 24]), 'ftypheic'],
    ];
    for (const head of heads) expect(await pickedPhotoProblem(file(head))).toBeNull();
  });
});

describe('downscalePhoto', () => {
  /** A decoded photo of `width` × `height`; the canvas it is drawn on is recorded. */
  function decodeAs(width: number, height: number) {
    const canvases: HTMLCanvasElement[] = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width, height, close: vi.fn() })),
    );
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const el = create(tag);
      if (tag === 'canvas') {
        const canvas = el as HTMLCanvasElement;
        canvas.getContext = (() => ({ drawImage: vi.fn() })) as unknown as HTMLCanvasElement['getContext'];
        canvas.toBlob = (done) => done(new Blob(['small'], { type: 'image/jpeg' }));
        canvases.push(canvas);
      }
      return el;
    });
    return canvases;
  }
  afterEach(() => vi.restoreAllMocks());

  it('brings a 64-megapixel photo down to the long side asked for, as a JPEG', async () => {
    const canvases = decodeAs(8000, 6000);
    const out = await downscalePhoto(file(['big']), { maxSide: 6000, jpegOnly: false });
    expect(out.type).toBe('image/jpeg');
    expect([canvases[0]!.width, canvases[0]!.height]).toEqual([6000, 4500]);
  });

  it('keeps a photo that is small enough as it is, unless a JPEG is required', async () => {
    const canvases = decodeAs(1200, 900);
    const png = file(['png'], 'p.png', 'image/png');
    expect(await downscalePhoto(png, { maxSide: 6000, jpegOnly: false })).toBe(png);
    expect(canvases).toHaveLength(0);
    expect((await downscalePhoto(png)).type).toBe('image/jpeg');
  });
});
