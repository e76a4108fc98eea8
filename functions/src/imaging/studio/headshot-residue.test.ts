// The composed headshots leave none of the photo's old background on the person's outline. Known truth: the
// straw-hat portrait is shot on a plain, saturated yellow that neither her skin, her hair nor the straw comes
// near, and the professional backdrop is grey; so any pixel of that yellow in a headshot is old background (the
// selfie model joins pockets of it between the hair's ends and the shoulders to the person).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIVERSE } from '../../../../tests/fixtures/identity-set';
import { studioHeadshots } from './headshots';
import { referenceSet } from './reference-set';

/** The yellow of the photo's backdrop: the mean of its top corners. */
async function backdropColour(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mean = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < 16; y++)
    for (const x0 of [0, info.width - 16])
      for (let x = x0; x < x0 + 16; x++, n++)
        for (let c = 0; c < 3; c++) mean[c]! += data[3 * (y * info.width + x) + c]!;
  return mean.map((v) => v / n);
}

describe('composed headshots on the photo of a person on a plain yellow', () => {
  it('show none of the yellow around the person', async () => {
    const image = readFileSync(path.join(DIVERSE, 'woman_straw_hat_yellow_bg.jpg'));
    const yellow = await backdropColour(image);
    const set = await referenceSet({ images: [image] });
    const shots = await studioHeadshots({
      crops: set.crops,
      style: 'professional',
      count: 2,
      width: 768,
      height: 1024,
      seed: 3,
      format: 'png',
    });
    for (const shot of shots) {
      const { data } = await sharp(shot.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let left = 0;
      for (let i = 0; i < data.length; i += 3)
        if (Math.hypot(data[i]! - yellow[0]!, data[i + 1]! - yellow[1]!, data[i + 2]! - yellow[2]!) < 40)
          left++;
      console.log('yellow pixels', left, 'backdrop', yellow.map(Math.round));
      expect(left).toBeLessThan(300);
    }
  }, 120_000);
});
