// Known-truth test of the person a stylised look paints: keyed people pasted on a busy café (a lamp touching
// the crown), so which pixels are old background is known without the engine's matte. The look's subject
// alpha must call none of the café the person's, and keep the hair. Measured: the selfie model's alpha alone
// kept 1,758 px of the café faintly around the short-haired man; the refined cut-out keeps none.
import { describe, expect, it } from 'vitest';
import { inFrame, knownPerson } from '../../../../tests/fixtures/frame-pixels';
import { cafeScene } from '../../../../tests/fixtures/busy-scene';
import { frameSubject, HEAD_SHARE } from './subject';

/**
 * Old background the subject keeps even faintly (`kept`: alpha over an eighth, beyond a soft-edge margin: a
 * halo a look paints), and the share of the person's
 * solid pixels in the frame's top half (the head: below it the body fades out where the photo ends) that it
 * drops (`lost`).
 */
async function subjectErrors(file: string) {
  const scene = await cafeScene(file);
  const subject = await frameSubject(scene.jpeg, 3 / 4, HEAD_SHARE.cartoon);
  const { width: w, height: h } = subject.rgb;
  const { person, edge, inner } = knownPerson(await inFrame(scene.alpha, subject.frame!, w, h));
  let kept = 0;
  let lost = 0;
  let solid = 0;
  for (let i = 0; i < w * h; i++) {
    if (!edge[i] && subject.alpha[i]! > 32) kept++;
    if (person[i] && !inner[i] && i < (w * h) / 2) {
      solid++;
      if (subject.alpha[i]! < 128) lost++;
    }
  }
  return { kept, lost: lost / solid };
}

describe('the person a stylised look paints, on a busy café background', () => {
  it.each(['kr_man_short_hair_bangs_blue_bg_idstyle.jpg', 'kr_woman_long_wavy_hair_red_bg_idstyle.jpg'])(
    'calls none of the café around %s the person, and keeps the hair',
    async (file) => {
      const found = await subjectErrors(file);
      console.log(file, found);
      expect(found.kept).toBeLessThan(200);
      expect(found.lost).toBeLessThan(0.03);
    },
    120_000,
  );
});
