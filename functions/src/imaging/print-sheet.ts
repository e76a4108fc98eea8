// A 4×6 in print sheet at 300 dpi (1800×1200 px, landscape) holding as many copies as fit, with cut marks in
// the gutters. For 35×45 mm that is eight (4 × 2) with ≥ 24 px (2 mm) gutters.
import sharp from 'sharp';
import { keptJpeg, setJpegDpi } from './encode';
import { fromRgb, type Rgb } from './input';

export const SHEET = { width: 1800, height: 1200 };
const MARK = 14; // cut-mark length in px (~1.2 mm)

export interface SheetLayout {
  cols: number;
  rows: number;
  gutterX: number;
  gutterY: number;
}

/** Most copies that fit with even gutters of at least 24 px, else 12, else edge to edge. */
export function layoutFor(w: number, h: number): SheetLayout {
  for (const min of [24, 12, 0]) {
    const cols = Math.floor((SHEET.width - min) / (w + min));
    const rows = Math.floor((SHEET.height - min) / (h + min));
    if (cols * rows > 0 && (min === 0 || cols * rows >= 4)) {
      return {
        cols,
        rows,
        gutterX: (SHEET.width - cols * w) / (cols + 1),
        gutterY: (SHEET.height - rows * h) / (rows + 1),
      };
    }
  }
  return { cols: 1, rows: 1, gutterX: 0, gutterY: 0 };
}

/** Cut marks: 2 px strokes of mid grey (0.17 mm at 300 dpi). */
const MARK_GREY = 0x77;

export async function printSheet(photo: Rgb, size: { widthPx: number; heightPx: number }): Promise<Buffer> {
  const { widthPx: w, heightPx: h } = size;
  const layout = layoutFor(w, h);
  const tile = await fromRgb(photo).resize(w, h, { fit: 'fill' }).raw().toBuffer();
  // The sheet is drawn in raw pixels and encoded once: sharp's composite of the tiles and an SVG of the marks
  // took about three times as long as the encoding itself.
  const W = SHEET.width;
  const sheet = Buffer.alloc(W * SHEET.height * 3, 0xff);
  const fill = (x: number, y: number, width: number, height: number) => {
    for (let row = y; row < y + height; row++)
      sheet.fill(MARK_GREY, 3 * (row * W + x), 3 * (row * W + x + width));
  };
  const len = Math.floor(Math.min(MARK, layout.gutterX / 2, layout.gutterY / 2));
  for (let r = 0; r < layout.rows; r++)
    for (let c = 0; c < layout.cols; c++) {
      const left = Math.round(layout.gutterX + c * (w + layout.gutterX));
      const top = Math.round(layout.gutterY + r * (h + layout.gutterY));
      for (let row = 0; row < h; row++)
        tile.copy(sheet, 3 * ((top + row) * W + left), 3 * row * w, 3 * (row + 1) * w);
      if (len < 2) continue;
      // At each corner, in the gutters: one stroke on the line of the photo's top or bottom edge and one on the
      // line of its side, each starting 2 px out from the corner.
      for (const [x, y, dx, dy] of [
        [left, top, -1, -1],
        [left + w, top, 1, -1],
        [left, top + h, -1, 1],
        [left + w, top + h, 1, 1],
      ] as const) {
        fill(dx < 0 ? x - 2 - len : x + 2, y - 1, len, 2);
        fill(x - 1, dy < 0 ? y - 2 - len : y + 2, 2, len);
      }
    }
  const out = await sharp(sheet, { raw: { ...SHEET, channels: 3 } })
    // Plain libjpeg with optimised Huffman tables: mozjpeg's trellis search took ~200 ms of the ID photo's time
    // on 2.2 Mpx for a few per cent of file size, which a print file does not need.
    .jpeg(keptJpeg(92))
    .toBuffer();
  return setJpegDpi(out, 300);
}
