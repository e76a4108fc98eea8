// Known-truth test of a business portrait from a photo whose top edge cuts the person (a hat, a bun, the crown):
// the portrait must start where the photo does, so the cut runs out of the frame as it did in the photo, and
// show the person there as photographed, not faded into the backdrop or eaten by the matte. A crown just under
// the photo's top edge must keep its top too.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodedRgb, inFrame } from '../../../tests/fixtures/frame-pixels';
import { dist, topCutScene } from '../../../tests/fixtures/busy-scene';
import { backdropPixels } from './background';
import { operations } from './operations';

/**
 * The person's top rows in the portrait against the photo: the share of the solidly-person pixels there that
 * show the new backdrop rather than the person (nearer its colour than the photo's: faded or eaten; an edge
 * pixel the unmixing recolours still counts as shown). `cut` as topCutScene (below 0: the crown that far under
 * the photo's top edge).
 */
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
  const drawn = await backdropPixels(w, h, { kind: 'studio', color: '#c9ccd3' });
  let first = 0;
  while (first < h && !alpha.data.subarray(first * w, (first + 1) * w).some((v) => v >= 230)) first++;
  let person = 0;
  let lost = 0;
  for (let i = first * w; i < (first + Math.round(0.03 * h)) * w; i++) {
    if (alpha.data[i]! < 230) continue;
    person++;
    if (dist(out.data, 3 * i, drawn, 3 * i) < dist(out.data, 3 * i, shot.data, 3 * i)) lost++;
  }
  return { top: frame!.y, person, lost: lost / Math.max(1, person) };
}

describe('business portrait of a person the photo cuts at the top, or nearly', () => {
  it.each([
    // A light straw hat on yellow, as photographed: before, its cut top ended flat under empty backdrop.
    ['woman_straw_hat_yellow_bg.jpg', 0],
    // Dark hair and a light face on a plain blue, the crown cut away by a tenth of the photo's height.
    ['kr_man_short_hair_bangs_blue_bg_idstyle.jpg', 0.1],
    // Long dark hair on red, cut just under its top.
    ['kr_woman_long_wavy_hair_red_bg_idstyle.jpg', 0.04],
    // Dark hair whose crown is just under the top edge: before, it faded out towards the edge it never touched.
    ['kr_woman_long_wavy_hair_red_bg_idstyle.jpg', -0.01],
    ['kr_man_short_hair_bangs_blue_bg_idstyle.jpg', -0.01],
  ] as const)(
    'frames %s (cut %s) and shows its top as shot',
    async (file, cut) => {
      const saveDir = process.env.BITNA_PORTRAIT_OUT; // set to a folder to look at the results
      const found = await cutEdge(file, cut, saveDir && path.join(saveDir, `top-cut-${file}`));
      console.log(file, cut, found);
      if (cut >= 0) expect(found.top).toBeGreaterThanOrEqual(-0.002);
      expect(found.person).toBeGreaterThan(0);
      expect(found.lost).toBeLessThan(0.05);
    },
    120_000,
  );
});
