// Issue item 5 ("results that look right"): one generation of the local studio engine shows different photos of
// the person on different backdrops, not one photo four times. Which reference crop each image uses and the seed
// of its backdrop are pure choices, proven here for every seed tried and every style with a backdrop.
import { describe, expect, it } from 'vitest';
import { GENERATION_STYLES } from '../../contracts';
import { drawBackdrop } from './backdrops';
import { imageSeed, pickCrops } from './headshots';

const SEEDS = Array.from({ length: 200 }, (_, i) => (i * 2654435761) >>> 0);

describe('one generation of the local studio engine', () => {
  it('gives each of four images its own reference photo when the set holds ten (any seed)', () => {
    for (const seed of SEEDS) {
      const picked = pickCrops(10, 4, seed);
      expect(new Set(picked).size, `seed ${seed}`).toBe(4);
      for (const i of picked) expect(i).toBeLessThan(10);
    }
  });

  it('varies the photos from one seed to the next, drawing from more than four of the ten', () => {
    const used = new Set(SEEDS.flatMap((seed) => pickCrops(10, 4, seed)));
    expect(used.size).toBeGreaterThan(4);
  });

  it('repeats a photo only when there are fewer photos than images', () => {
    expect(new Set(pickCrops(2, 4, 7)).size).toBe(2);
  });

  it.each(GENERATION_STYLES.filter((s) => s !== 'artistic' && s !== 'passport'))(
    'draws a different %s backdrop for each image of a run',
    async (style) => {
      const seed = 42;
      const backdrops = await Promise.all(
        [0, 1, 2, 3].map((k) =>
          drawBackdrop(style as Exclude<typeof style, 'artistic'>, 48, 64, imageSeed(seed, k)),
        ),
      );
      const distinct = new Set(backdrops.map((b) => b.data.toString('base64')));
      expect(distinct.size).toBe(4);
    },
  );
});
