// The second method's source scale (id-photo-measure.ts) reads a known resize, with no ID photo pipeline in
// between: a portrait and its copy at half the size stand 2 source pixels to 1, and the other way 1 to 2.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureIndependently } from '../fixtures/id-photo-measure';

const faces = path.join(__dirname, '../fixtures/faces-diverse');

describe("the second method's source pixels per print pixel", () => {
  it.each(['kr_man_suit_white_bg_idstyle.jpg', 'older_east_asian_woman_grey_hair.jpg'])(
    '%s: a copy at half the size reads 2, and 0.5 the other way',
    async (name) => {
      const photo = readFileSync(path.join(faces, name));
      const { width } = await sharp(photo).metadata();
      const half = await sharp(photo)
        .resize(Math.round(width! / 2))
        .jpeg({ quality: 92 })
        .toBuffer();
      expect((await measureIndependently(half, 45, photo)).sourceScale).toBeCloseTo(2, 1);
      expect((await measureIndependently(photo, 45, half)).sourceScale).toBeCloseTo(0.5, 1);
      expect((await measureIndependently(photo, 45)).sourceScale).toBeNaN();
    },
  );
});
