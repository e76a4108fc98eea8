import { describe, expect, it, vi } from 'vitest';
import { toGalleryItems } from './items';

const at = (ms: number) => ({ toDate: () => new Date(ms) });

describe('gallery tiles', () => {
  it('shows every image of a studio generation, in the stored order (best likeness first)', () => {
    const items = toGalleryItems({
      source: 'studio',
      id: 'gen1',
      data: { images: ['a', 'b', 'c'], createdAt: at(5), displayPrompt: 'me', request: { width: 1024 } },
    } as never);
    expect(items.map((i) => i.thumbUrl)).toEqual([
      '/generation/gen1/images/0',
      '/generation/gen1/images/1',
      '/generation/gen1/images/2',
    ]);
    expect(items.map((i) => i.fullUrl)[2]).toBe('/generation/gen1/images/2?variant=hd');
    expect(new Set(items.map((i) => i.key)).size).toBe(3);
  });

  it('gives the images a Value 30 purchase paid for their 4K file, with its size, method and extension', () => {
    const items = toGalleryItems({
      source: 'studio',
      id: 'gen4k',
      data: {
        images: ['u/0.webp', 'u/1.webp'],
        fourKResult: {
          images: ['u/0.4k.webp'],
          method: 'resize',
          model: 'sharp-lanczos3',
          width: 2880,
          height: 3840,
        },
      },
    } as never);
    expect(items.map((i) => i.fourK ?? null)).toEqual([
      {
        url: '/generation/gen4k/images/0?variant=4k',
        width: 2880,
        height: 3840,
        method: 'resize',
        ext: 'webp',
      },
      null,
    ]);
  });

  it('shows nothing for a document without an image, and one tile for a generated image', () => {
    expect(toGalleryItems({ source: 'instant', id: 'e', data: { outputs: [] } } as never)).toEqual([]);
    const generated = toGalleryItems({
      source: 'generated',
      id: 'g',
      data: { imageUrl: '/gemini-image/g/image', prompt: 'p' },
    } as never);
    expect(generated).toHaveLength(1);
    expect(generated[0]!.thumbUrl).toBe('/gemini-image/g/image');
  });

  it('skips a document that does not match its contract, and reports it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { source: 'studio', id: 'odd', data: { images: 'a.png', provider: 'fal' } } as never;
    const good = { source: 'studio', id: 'fine', data: { images: ['a.png'], provider: 'fal' } } as never;
    expect(toGalleryItems(bad)).toEqual([]);
    expect(toGalleryItems(bad)).toEqual([]);
    expect(toGalleryItems(good)).toHaveLength(1);
    expect(
      toGalleryItems({ source: 'instant', id: 'x', data: { outputs: ['a'], provider: 'nobody' } } as never),
    ).toEqual([]);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('studio/odd'),
      expect.stringContaining('instant/x'),
    ]);
    warn.mockRestore();
  });

  it('reads the prompt, style and size the document holds, the first non-empty of its candidates', () => {
    const [item] = toGalleryItems({
      source: 'studio',
      id: 'g',
      data: {
        images: ['a'],
        displayPrompt: '',
        prompt: 'ohwx me',
        request: { style: 'casual', width: 768, height: 1024 },
      },
    } as never);
    expect(item).toMatchObject({
      prompt: 'ohwx me',
      style: 'casual',
      width: 768,
      height: 1024,
      createdAt: null,
    });
  });
});
