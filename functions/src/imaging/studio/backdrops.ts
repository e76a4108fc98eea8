// The backdrop of each generation style, drawn as SVG at the output size and softened like a background out of
// focus. The seed moves the light and the shapes a little, so four headshots of one request differ while the same
// seed draws the same picture.
import type { GenerationStyle } from '../../contracts';
import type { Rgb } from '../input';
import { drawSvg, seeded } from '../looks/subject';

type Rnd = () => number;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`;
const around = (rnd: Rnd, centre: number, spread: number) => centre + (rnd() * 2 - 1) * spread;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Soft blobs of the given colours, for out-of-focus leaves, lamps or windows. */
function blobs(
  rnd: Rnd,
  w: number,
  h: number,
  n: number,
  colours: string[],
  y: [number, number],
  opacity: number,
) {
  return Array.from({ length: n }, (_, i) => {
    const r = (0.06 + rnd() * 0.14) * Math.max(w, h);
    const cy = (y[0] + rnd() * (y[1] - y[0])) * h;
    return `<circle cx="${(rnd() * w).toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${colours[i % colours.length]}" fill-opacity="${opacity}"/>`;
  }).join('');
}

const BACKDROPS: Record<Exclude<GenerationStyle, 'artistic'>, (w: number, h: number, rnd: Rnd) => string> = {
  // A grey paper backdrop lit from behind the head, darker towards the corners.
  professional: (w, h, rnd) =>
    svg(
      w,
      h,
      `<defs><radialGradient id="g" cx="${pct(around(rnd, 0.5, 0.08))}" cy="${pct(around(rnd, 0.36, 0.05))}" r="80%">
        <stop offset="0" stop-color="#d9dbdf"/><stop offset="0.55" stop-color="#a4a8ae"/><stop offset="1" stop-color="#5d6168"/>
      </radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    ),
  // A bright office out of focus: window light, pale walls, a few darker shapes.
  linkedin: (w, h, rnd) => {
    const x = around(rnd, 0.25, 0.15);
    return svg(
      w,
      h,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.4">
        <stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#b5c0cb"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="${(x * w).toFixed(1)}" y="0" width="${(0.22 * w).toFixed(1)}" height="${(0.7 * h).toFixed(1)}" fill="#ffffff" fill-opacity="0.8"/>
      <rect x="${((x + 0.3) * w).toFixed(1)}" y="0" width="${(0.12 * w).toFixed(1)}" height="${(0.65 * h).toFixed(1)}" fill="#ffffff" fill-opacity="0.6"/>
      ${blobs(rnd, w, h, 5, ['#8a96a3', '#d8c7ad', '#6f7c8a'], [0.6, 1], 0.45)}`,
    );
  },
  passport: (w, h) => svg(w, h, '<rect width="100%" height="100%" fill="#ffffff"/>'),
  // Warm light: peach to terracotta, with a few soft lamp glows.
  casual: (w, h, rnd) =>
    svg(
      w,
      h,
      `<defs><radialGradient id="g" cx="${pct(around(rnd, 0.45, 0.12))}" cy="${pct(around(rnd, 0.3, 0.08))}" r="85%">
        <stop offset="0" stop-color="#f7e3c9"/><stop offset="0.6" stop-color="#d9a77c"/><stop offset="1" stop-color="#8f5a3c"/>
      </radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
      ${blobs(rnd, w, h, 6, ['#ffe9c4', '#f2c48d'], [0, 0.6], 0.35)}`,
    ),
  // Sky over trees, out of focus.
  outdoor: (w, h, rnd) => {
    const horizon = around(rnd, 0.5, 0.06);
    return svg(
      w,
      h,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#8fc1ea"/><stop offset="${(horizon - 0.12).toFixed(2)}" stop-color="#d6e9f5"/>
        <stop offset="${horizon.toFixed(2)}" stop-color="#93b97a"/><stop offset="1" stop-color="#3c6331"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      ${blobs(rnd, w, h, 14, ['#5d8f47', '#7fae5e', '#a9c98a', '#466f38'], [horizon - 0.15, 1], 0.7)}
      ${blobs(rnd, w, h, 4, ['#ffffff'], [0, horizon - 0.2], 0.35)}`,
    );
  },
};

/** The style's backdrop at w × h, blurred like a lens out of focus (white stays flat). */
export function drawBackdrop(
  style: Exclude<GenerationStyle, 'artistic'>,
  w: number,
  h: number,
  seed: number,
): Promise<Rgb> {
  const blur = style === 'passport' ? 0 : Math.max(w, h) / 40;
  return drawSvg(BACKDROPS[style](w, h, seeded(seed)), w, h, blur);
}
