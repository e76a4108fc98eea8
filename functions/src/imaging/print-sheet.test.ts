import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutFor, printSheet, SHEET } from './print-sheet';

/** A 35×45 mm photo at 300 dpi: red, with a blue block in its top-left corner to show the tile's orientation. */
function photo() {
  const [w, h] = [413, 531];
  const data = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) data.set(x < 60 && y < 60 ? [20, 40, 220] : [210, 30, 30], 3 * (y * w + x));
  return { data, width: w, height: h, channels: 3 as const };
}

describe('print sheet', () => {
  it('places every copy upright at its layout position, with grey cut marks in the gutters only', async () => {
    const bytes = await printSheet(photo(), { widthPx: 413, heightPx: 531 });
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([SHEET.width, SHEET.height, 300]);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray(3 * (y * SHEET.width + x), 3 * (y * SHEET.width + x) + 3));
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 24);
    const layout = layoutFor(413, 531);
    for (let r = 0; r < layout.rows; r++)
      for (let c = 0; c < layout.cols; c++) {
        const left = Math.round(layout.gutterX + c * (413 + layout.gutterX));
        const top = Math.round(layout.gutterY + r * (531 + layout.gutterY));
        expect(near(at(left + 30, top + 30), [20, 40, 220]), `blue corner of copy ${r},${c}`).toBe(true);
        expect(near(at(left + 200, top + 300), [210, 30, 30]), `red body of copy ${r},${c}`).toBe(true);
        // The corner's marks: along the top edge's line to the left, along the side's line above.
        expect(near(at(left - 8, top), [0x77, 0x77, 0x77]), `mark left of copy ${r},${c}`).toBe(true);
        expect(near(at(left, top - 8), [0x77, 0x77, 0x77]), `mark above copy ${r},${c}`).toBe(true);
        // The gutter away from the marks is white.
        expect(near(at(left - 8, top + 100), [255, 255, 255]), `gutter beside copy ${r},${c}`).toBe(true);
      }
  });
});
