// The sweeps' other kinds of copy (BITNA_DIVERSE_CAST) are what their names say, so a finding recorded on one
// can be made again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { cast } from '../fixtures/id-photo-measure';

const photo = readFileSync(path.join(__dirname, '../fixtures/faces-diverse/man_beard_greying_cafe.jpg'));
const means = async (bytes: Buffer) => (await sharp(bytes).stats()).channels.map((c) => c.mean);

describe('varied copies for the ID-photo sweeps', () => {
  it('mirrors left and right', async () => {
    const small = (img: Sharp) => img.resize(16, 16, { fit: 'fill' }).raw().toBuffer();
    const diff = (x: Buffer, y: Buffer) => x.reduce((s, v, i) => s + Math.abs(v - y[i]!), 0) / x.length;
    const mirrored = await small(sharp(await cast(photo, 'mirror')));
    expect(diff(mirrored, await small(sharp(photo).flop()))).toBeLessThan(3);
    expect(diff(mirrored, await small(sharp(photo)))).toBeGreaterThan(10);
  });

  it('warms and cools: red and blue move apart, green stays', async () => {
    const [r, g, b] = await means(photo);
    const warm = await means(await cast(photo, 'warm'));
    const cool = await means(await cast(photo, 'cool'));
    expect(warm[0]! - warm[2]!).toBeGreaterThan(r! - b! + 10);
    expect(cool[0]! - cool[2]!).toBeLessThan(r! - b! - 10);
    for (const copy of [warm, cool]) expect(Math.abs(copy[1]! - g!)).toBeLessThan(2);
  });
});
