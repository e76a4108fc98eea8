import { describe, expect, it } from 'vitest';
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
});
