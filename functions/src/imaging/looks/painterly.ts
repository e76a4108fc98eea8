// Digital-painting portrait: the person composited over soft colour fields, warm and cool rim light, then the
// whole canvas painted with a wide Kuwahara filter (flat brush-like strokes that keep edges), a light colour
// lift and faint ink on the strongest edges so the features stay drawn.
import type { Rgb } from '../input';
import { applyInk, celShade, inkLines, kuwahara } from './paint';
import { composite, drawSvg, frameSubject, rimLight, seeded, HEAD_SHARE } from './subject';

function colourFields(w: number, h: number) {
  const rnd = seeded(w * 7 + h * 13);
  const palette = ['#f2b880', '#e07a5f', '#81b29a', '#3d5a80', '#f4d6a0', '#98c1d9'];
  const blobs = Array.from({ length: 9 }, (_, i) => {
    const r = (0.18 + rnd() * 0.25) * w;
    return `<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${r}" fill="${palette[i % palette.length]}" fill-opacity="0.75"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f6e3c5"/><stop offset="1" stop-color="#4a6fa5"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${blobs}</svg>`;
}

export async function painterlyLook(image: Buffer, aspect: number): Promise<Rgb> {
  const { rgb, alpha } = await frameSubject(image, aspect, HEAD_SHARE.painterly);
  const { width: w, height: h } = rgb;
  const back = await drawSvg(colourFields(w, h), w, h, w / 60);
  const lit = await rimLight(
    rgb,
    alpha,
    [
      { from: [-1, -0.2], colour: [255, 214, 160], strength: 0.5 },
      { from: [1, 0], colour: [150, 200, 255], strength: 0.35 },
    ],
    w / 110,
  );
  const painted = kuwahara(composite(lit, alpha, back), Math.max(5, Math.round(w / 90)), 5);
  const graded = celShade(painted, { bands: 0, hardness: 0, saturation: 1.15, contrast: 1.08, lift: 0.01 });
  const ink = await inkLines(painted, { sigma: 1.6, phi: 3, epsilon: -3 });
  return applyInk(graded, ink, [60, 40, 45], 0.35);
}
