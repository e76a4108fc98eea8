// Whiting out what floats beside the head, on a synthetic photo where the answer is known.
import { describe, expect, it } from 'vitest';
import { clearFloating } from './backdrop';

describe('clearFloating', () => {
  it('whites out a visible strand joined to the head only through (almost) white pixels, above the mouth only', () => {
    const w = 30;
    const h = 20;
    const data = Buffer.alloc(w * h * 3, 255);
    const alpha = new Uint8Array(w * h);
    const paint = (x: number, y: number, v: number, a = 255) => {
      data.fill(v, 3 * (y * w + x), 3 * (y * w + x) + 3);
      alpha[y * w + x] = a;
    };
    for (let y = 5; y < 20; y++) for (let x = 10; x < 20; x++) paint(x, y, 120); // head and body
    for (let x = 20; x < 24; x++) paint(x, 6, 250, 30); // a faint bridge, white on the print
    for (let y = 3; y < 8; y++) paint(24, y, 150, 200); // a grey strand beyond it
    for (let x = 21; x < 26; x++) paint(x, 16, 150, 200); // something loose below the mouth line
    const rgb = { data, width: w, height: h, channels: 3 as const };
    clearFloating(rgb, alpha, [15, 12], 12);
    expect(data[3 * (4 * w + 24)]).toBe(255);
    expect(alpha[4 * w + 24]).toBe(0);
    expect(data[3 * (8 * w + 15)]).toBe(120); // the head stays
    expect(data[3 * (16 * w + 23)]).toBe(150); // below the mouth nothing is touched
  });
});
