// Known-truth test of the business presets' background replacement: a person keyed off a plain backdrop is
// pasted on a busy café background (a real café's lamps and shelves, plus a warm lamp touching the crown, as
// on the café fixture), so which pixels are old background is known exactly, without the engine's matte. The
// result must show none of the old background's colours outside the person, around and above the head.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodedRgb, inFrame, knownPerson } from '../../../tests/fixtures/frame-pixels';
import { cafeScene, dist } from '../../../tests/fixtures/busy-scene';
import { backdropPixels } from './background';
import { nearAny } from './matting';
import { operations } from './operations';

/**
 * How much of the old background colour `back` a result pixel `out` carries where it should show only the new
 * backdrop `drawn`: t in out ≈ t·back + (1−t)·drawn (0 where the two backgrounds are too alike to tell).
 */
function oldShare(out: Buffer, back: Buffer, drawn: Buffer, j: number) {
  let dot = 0;
  let len = 0;
  for (let c = 0; c < 3; c++) {
    dot += (out[j + c]! - drawn[j + c]!) * (back[j + c]! - drawn[j + c]!);
    len += (back[j + c]! - drawn[j + c]!) ** 2;
  }
  return len > 24 * 24 ? dot / len : 0;
}

/**
 * Pixels of the result outside the known person (beyond a margin for the soft edge) that still carry at least a
 * quarter of the old background's colour there (a faded lamp counts, not only a solid one), over the whole
 * picture (`all`) and in the band around and above the head (`head`: the person's top third, widened by a tenth
 * of the width); and `lost`, the share of the head's known person pixels (inside the margin) the result does
 * not show as they were: hair or face eaten by the cut.
 */
async function residue(personFile: string, save?: string, wall: 'cafe' | 'plain' = 'cafe') {
  const s = await cafeScene(personFile, wall);
  const { image, frame } = await operations.portrait({ image: s.jpeg, aspect: 3 / 4, backdrop: 'studio' });
  const out = await decodedRgb(image);
  const { width: w, height: h } = out;
  if (save) writeFileSync(save, image);
  const back = await inFrame(s.back, frame!, w, h);
  const shot = await inFrame(await decodedRgb(s.jpeg), frame!, w, h);
  const drawn = await backdropPixels(w, h, { kind: 'studio', color: '#c9ccd3' });
  const { person, edge, inner } = knownPerson(await inFrame(s.alpha, frame!, w, h));
  const around = nearAny(person, w, h, Math.round(0.1 * w));
  let top = 0;
  while (top < h && !person.subarray(top * w, (top + 1) * w).includes(1)) top++;
  let all = 0;
  let head = 0;
  let lost = 0;
  let solid = 0;
  for (let i = 0; i < w * h; i++) {
    if (!inner[i] && i < (top + h / 3) * w) {
      solid++;
      if (dist(out.data, 3 * i, shot.data, 3 * i) > 40) lost++;
    }
    if (edge[i] || oldShare(out.data, back.data, drawn, 3 * i) < 0.25) continue;
    all++;
    if (around[i] && i < (top + h / 3) * w) head++;
  }
  return { all, head, lost: lost / solid };
}

const POCKET_LIMIT = 50;

describe('business preset background replacement on a busy café background', () => {
  // Persons on a backdrop the keying separates cleanly (a white one would take a white shirt for backdrop).
  it.each(['kr_man_short_hair_bangs_blue_bg_idstyle.jpg', 'kr_woman_long_wavy_hair_red_bg_idstyle.jpg'])(
    'leaves no old background around the head of %s, and keeps the hair',
    async (file) => {
      const out = process.env.BITNA_RESIDUE_OUT; // set to a folder to look at the results
      const found = await residue(file, out && path.join(out, file));
      console.log(file, found);
      // Measured: the selfie model's alpha alone left 540 px of the crown lamp (blue) and faded 5 % of the long
      // hair (red); the refined matte leaves 0 and fades 0-1.3 %.
      expect(found.head).toBeLessThan(50);
      expect(found.lost).toBeLessThan(0.03);
    },
    120_000,
  );

  it('leaves no pocket of a coloured backdrop along the whole outline, shoulders included', async () => {
    // The straw hat's wearer keyed off her yellow backdrop and put back on it: the selfie model joins yellow
    // pockets between the hair's ends and the shoulders to the person, too deep for the edge's colour pass.
    const file = 'woman_straw_hat_yellow_bg.jpg';
    const out = process.env.BITNA_RESIDUE_OUT;
    const found = await residue(file, out && path.join(out, `plain-${file}`), 'plain');
    console.log(file, 'on its own backdrop', found);
    expect(found.all).toBeLessThan(POCKET_LIMIT);
  }, 120_000);
});
