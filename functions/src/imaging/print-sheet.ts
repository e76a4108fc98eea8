// A 4×6 in print sheet at 300 dpi (1800×1200 px, landscape) holding as many copies as fit, with cut marks in
// the gutters. For 35×45 mm that is eight (4 × 2) with ≥ 24 px (2 mm) gutters.
import sharp, { type OverlayOptions } from 'sharp';
import { setJpegDpi } from './encode';
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

export async function printSheet(photo: Rgb, size: { widthPx: number; heightPx: number }): Promise<Buffer> {
  const { widthPx: w, heightPx: h } = size;
  const layout = layoutFor(w, h);
  // Raw pixels, not an encoded tile: the sheet is composited and encoded once.
  const sized = await fromRgb(photo).resize(w, h, { fit: 'fill' }).raw().toBuffer();
  const tile = { input: sized, raw: { width: w, height: h, channels: 3 as const } };
  const tiles: OverlayOptions[] = [];
  const marks: string[] = [];
  for (let r = 0; r < layout.rows; r++)
    for (let c = 0; c < layout.cols; c++) {
      const left = Math.round(layout.gutterX + c * (w + layout.gutterX));
      const top = Math.round(layout.gutterY + r * (h + layout.gutterY));
      tiles.push({ ...tile, left, top });
      for (const [x, y, dx, dy] of [
        [left, top, -1, -1],
        [left + w, top, 1, -1],
        [left, top + h, -1, 1],
        [left + w, top + h, 1, 1],
      ] as const) {
        const len = Math.min(MARK, layout.gutterX / 2, layout.gutterY / 2);
        if (len < 2) continue;
        marks.push(`<line x1="${x + dx * 2}" y1="${y}" x2="${x + dx * (2 + len)}" y2="${y}"/>`);
        marks.push(`<line x1="${x}" y1="${y + dy * 2}" x2="${x}" y2="${y + dy * (2 + len)}"/>`);
      }
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}" height="${SHEET.height}"><g stroke="#777" stroke-width="1.5">${marks.join('')}</g></svg>`;
  tiles.push({ input: Buffer.from(svg), left: 0, top: 0 });
  const out = await sharp({ create: { ...SHEET, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    // Plain libjpeg with optimised Huffman tables: mozjpeg's trellis search took ~200 ms of the ID photo's time
    // on 2.2 Mpx for a few per cent of file size, which a print file does not need.
    .jpeg({ quality: 92, optimiseCoding: true })
    .toBuffer();
  return setJpegDpi(out, 300);
}
