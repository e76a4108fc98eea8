// Known-truth test of the business presets' background replacement: a person keyed off a plain backdrop is
// pasted on a busy café background (a real café's lamps and shelves, plus a warm lamp touching the crown, as
// on the café fixture), so which pixels are old background is known exactly, without the engine's matte. The
// result must show none of the old background's colours outside the person, around and above the head.
import sharp from 'sharp';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodedRgb, inFrame, type RawImage } from '../../../tests/fixtures/frame-pixels';
import { DIVERSE } from '../../../tests/fixtures/identity-set';
import { backdropPixels } from './background';
import { nearAny } from './matting';
import { operations } from './operations';

const diverse = (name: string) => decodedRgb(readFileSync(path.join(DIVERSE, name)));
const dist = (a: Buffer, i: number, b: Buffer, j: number) =>
  Math.hypot(a[i]! - b[j]!, a[i + 1]! - b[j + 1]!, a[i + 2]! - b[j + 2]!);

/** Person alpha (0-255) of a photo on a plain backdrop: how far each pixel's colour is from the top corners'. */
function keyed(person: RawImage): Buffer {
  const { data, width: w } = person;
  const mean = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < 16; y++)
    for (const x0 of [0, w - 16])
      for (let x = x0; x < x0 + 16; x++, n++)
        for (let c = 0; c < 3; c++) mean[c]! += data[3 * (y * w + x) + c]!;
  const bg = Buffer.from(mean.map((v) => Math.round(v / n)));
  const alpha = Buffer.alloc(w * person.height);
  for (let i = 0; i < alpha.length; i++)
    alpha[i] = Math.max(0, Math.min(255, ((dist(data, 3 * i, bg, 0) - 30) / 50) * 255));
  return alpha;
}

/** A busy café wall: the café fixture's top-left corner (lamps, shelves, no person), stretched. */
async function cafeWall(w: number, h: number): Promise<Buffer> {
  const src = readFileSync(path.join(DIVERSE, 'man_beard_greying_cafe.jpg'));
  const meta = await sharp(src).metadata();
  return sharp(src)
    .extract({
      left: 0,
      top: 0,
      width: Math.round(meta.width! * 0.3),
      height: Math.round(meta.height! * 0.36),
    })
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** A lit orange lamp of radius r at (cx, cy), drawn over `wall`. */
async function withLamp(wall: Buffer, w: number, h: number, cx: number, cy: number, r: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><radialGradient id="l"><stop offset="0%" stop-color="#fff2c0"/><stop offset="55%" stop-color="#ffa030"/>
    <stop offset="100%" stop-color="#c05010"/></radialGradient></defs>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#l)"/></svg>`;
  return sharp(wall, { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The test photo: the keyed person at the bottom of a wider, taller café scene, a lamp touching the crown. */
async function scene(personFile: string) {
  const person = await diverse(personFile);
  const a = keyed(person);
  const W = Math.round(person.width * 1.5);
  const H = Math.round(person.height * 1.35);
  const left = Math.round((W - person.width) / 2);
  const top = H - person.height;
  const alpha = Buffer.alloc(W * H);
  for (let y = 0; y < person.height; y++)
    a.copy(alpha, (y + top) * W + left, y * person.width, (y + 1) * person.width);
  // The crown: the highest clearly-person row, and the middle of the person there.
  let crown = 0;
  while (!alpha.subarray(crown * W, (crown + 1) * W).some((v) => v > 200)) crown++;
  const row = [...alpha.subarray(crown * W, (crown + 1) * W)]
    .map((v, x) => (v > 200 ? x : -1))
    .filter((x) => x >= 0);
  const r = Math.round(0.05 * W);
  const back = await withLamp(await cafeWall(W, H), W, H, row[0]! + r, crown - 0.3 * r, r);
  const data = Buffer.from(back);
  for (let y = 0; y < person.height; y++)
    for (let x = 0; x < person.width; x++) {
      const p = (y + top) * W + x + left;
      const k = alpha[p]! / 255;
      for (let c = 0; c < 3; c++)
        data[3 * p + c] = k * person.data[3 * (y * person.width + x) + c]! + (1 - k) * back[3 * p + c]!;
    }
  const jpeg = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return {
    jpeg,
    back: { data: back, width: W, height: H, channels: 3 as const },
    alpha: { data: alpha, width: W, height: H, channels: 1 as const },
  };
}

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
async function residue(personFile: string, save?: string) {
  const s = await scene(personFile);
  const { image, frame } = await operations.portrait({ image: s.jpeg, aspect: 3 / 4, backdrop: 'studio' });
  const out = await decodedRgb(image);
  const { width: w, height: h } = out;
  if (save) writeFileSync(save, image);
  const back = await inFrame(s.back, frame!, w, h);
  const shot = await inFrame(await decodedRgb(s.jpeg), frame!, w, h);
  const alpha = await inFrame(s.alpha, frame!, w, h);
  const drawn = await backdropPixels(w, h, { kind: 'studio', color: '#c9ccd3' });
  const person = Uint8Array.from(alpha.data, (v) => (v > 24 ? 1 : 0));
  const edge = nearAny(person, w, h, Math.round(0.012 * w));
  const around = nearAny(person, w, h, Math.round(0.1 * w));
  let top = 0;
  while (top < h && !person.subarray(top * w, (top + 1) * w).includes(1)) top++;
  const margin = Math.round(0.012 * w);
  const inner = nearAny(
    Uint8Array.from(person, (v) => 1 - v),
    w,
    h,
    margin,
  );
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
});
