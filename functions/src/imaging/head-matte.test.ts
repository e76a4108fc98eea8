// The matte settled with the face mesh, on synthetic photos where the answer is known.
import { describe, expect, it } from 'vitest';
import type { Face, Point } from './faces';
import { fillPolygon, settleHeadMatte } from './head-matte';

/** A face 100 px wide from x 50 to 150, forehead at y 60, eyes at 100, chin at 180, on a 200 × 240 photo. */
function face(): Face {
  const silhouette: Point[] = [];
  for (let k = 0; k < 36; k++) {
    const a = (2 * Math.PI * k) / 36;
    silhouette.push([100 + 50 * Math.cos(a), 120 + 60 * Math.sin(a)]);
  }
  const mesh: Point[] = Array.from({ length: 478 }, () => [100, 120] as Point);
  mesh[10] = [100, 60];
  mesh[152] = [100, 180];
  return {
    score: 1,
    box: [50, 60, 100, 120],
    mesh,
    eyeRight: [80, 100],
    eyeLeft: [120, 100],
    chin: [100, 180],
    crown: [100, 35],
    pose: { roll: 0, yaw: 0, pitch: 0 },
    eyeOpen: { right: 0.3, left: 0.3 },
    silhouette,
  };
}

const W = 200;
const H = 240;
const photo = (paint: (x: number, y: number) => [number, number, number]) => {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.set(paint(x, y), 3 * (y * W + x));
  return { data, width: W, height: H, channels: 3 as const };
};

describe('settleHeadMatte', () => {
  it('keeps the face and the top of the neck person where the model opened a gap (a rim-lit jaw)', () => {
    const rgb = photo(() => [200, 150, 120]);
    const alpha = new Uint8Array(W * H).fill(255);
    for (let y = 170; y < 200; y++) for (let x = 0; x < W; x++) alpha[y * W + x] = 0; // a gap across jaw and neck
    settleHeadMatte(rgb, alpha, face());
    expect(alpha[175 * W + 100]).toBe(255); // the chin
    expect(alpha[190 * W + 100]).toBe(255); // under the chin: the neck
    expect(alpha[175 * W + 100 + 48]).toBe(0); // beyond the face outline nothing is invented
  });

  it('clears a patch beside the temple in a colour the head never shows, and keeps the hair', () => {
    const inHead = fillPolygon(face().silhouette, W, H);
    const rgb = photo((x, y) => {
      if (inHead[y * W + x]) return [200, 150, 120]; // skin
      if (y < 110 && Math.hypot(x - 100, y - 90) < 62) return [60, 50, 40]; // dark hair over the head
      if (x >= 160 && x < 172 && y >= 70 && y < 82) return [250, 220, 60]; // a yellow lamp by the temple
      return x < 20 || x > 180 || y < 20 ? [250, 220, 60] : [30, 60, 120]; // blue wall with lamps at the rim
    });
    const alpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        if (
          inHead[y * W + x] ||
          (y < 110 && Math.hypot(x - 100, y - 90) < 62) ||
          (x >= 160 && x < 172 && y >= 70 && y < 82)
        )
          alpha[y * W + x] = 255;
    const cleared = settleHeadMatte(rgb, alpha, face());
    expect(cleared).toBeGreaterThan(100);
    expect(alpha[76 * W + 166]).toBe(0); // the lamp
    expect(alpha[40 * W + 100]).toBe(255); // the hair on top
    expect(alpha[90 * W + 150]).toBe(255); // the hair beside the temple
  });

  it('keeps the wall out where the mesh outline runs past the jaw, and still fills a gap in the skin there', () => {
    const inHead = fillPolygon(face().silhouette, W, H);
    // The real cheek ends at x 56 on the left; the mesh outline (x 50) runs over the blue wall beyond it.
    const skin = (x: number, y: number) => inHead[y * W + x] === 1 && !(x < 56 && y >= 100 && y < 160);
    const rgb = photo((x, y) => (skin(x, y) ? [200, 150, 120] : [30, 60, 120]));
    const alpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (skin(x, y)) alpha[y * W + x] = 255;
    for (let y = 120; y < 140; y++) for (let x = 143; x < 150; x++) alpha[y * W + x] = 0; // a gap at the right cheek
    settleHeadMatte(rgb, alpha, face());
    expect(alpha[130 * W + 54]).toBe(0); // wall inside the mesh outline, outside the cheek
    expect(alpha[130 * W + 146]).toBe(255); // skin at the same depth on the other side
    expect(alpha[130 * W + 100]).toBe(255);
  });
});
