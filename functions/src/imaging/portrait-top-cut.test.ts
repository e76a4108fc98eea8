// Known-truth test of a business portrait from a photo whose top edge cuts the person (a hat, a bun, the crown):
// the portrait must start where the photo does, so the cut runs out of the frame as it did in the photo, and
// show the person there as photographed, not faded into the backdrop or eaten by the matte.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodedRgb, inFrame } from '../../../tests/fixtures/frame-pixels';
import { dist, topCutScene } from '../../../tests/fixtures/busy-scene';
import { operations } from './operations';

/** The portrait's top rows against the photo: the share of the solidly-person pixels there not shown as shot. */
async function cutEdge(personFile: string, cut: number, save?: string) {
  const scene = await topCutScene(personFile, cut);
  const { image, frame } = await operations.portrait({
    image: scene.jpeg,
    aspect: 3 / 4,
    backdrop: 'studio',
  });
  if (save) writeFileSync(save, image);
  const out = await decodedRgb(image);
  const { width: w, height: h } = out;
  const shot = await inFrame(scene.photo, frame!, w, h);
  const alpha = await inFrame(scene.alpha, frame!, w, h);
  let person = 0;
  let lost = 0;
  for (let i = 0; i < w * Math.round(0.03 * h); i++) {
    if (alpha.data[i]! < 230) continue;
    person++;
    if (dist(out.data, 3 * i, shot.data, 3 * i) > 45) lost++;
  }
  return { top: frame!.y, person, lost: lost / Math.max(1, person) };
}

describe('business portrait of a person the photo cuts at the top', () => {
  it.each([
    // A light straw hat on yellow, as photographed: before, its cut top ended flat under empty backdrop.
    ['woman_straw_hat_yellow_bg.jpg', 0],
    // Dark hair and a light face on a plain blue, the crown cut away by a tenth of the photo's height.
    ['kr_man_short_hair_bangs_blue_bg_idstyle.jpg', 0.1],
    // Long dark hair on red, cut just under its top.
    ['kr_woman_long_wavy_hair_red_bg_idstyle.jpg', 0.04],
  ] as const)(
    'starts at the photo top and shows %s there as shot',
    async (file, cut) => {
      const saveDir = process.env.BITNA_PORTRAIT_OUT; // set to a folder to look at the results
      const found = await cutEdge(file, cut, saveDir && path.join(saveDir, `top-cut-${file}`));
      console.log(file, cut, found);
      expect(found.top).toBeGreaterThanOrEqual(-0.002);
      expect(found.person).toBeGreaterThan(0);
      expect(found.lost).toBeLessThan(0.05);
    },
    120_000,
  );
});
