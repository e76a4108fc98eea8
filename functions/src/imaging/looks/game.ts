// Game-character render: hard toon shading with strong contrast and colour, crisp ink, two coloured rim lights
// (cyan and orange) along the silhouette, over a dark arena backdrop with light shafts and embers.
import type { Rgb } from '../input';
import { applyInk, toon } from './paint';
import { composite, drawSvg, frameSubject, outline, rimLight, seeded, HEAD_SHARE } from './subject';

function arena(w: number, h: number) {
  const rnd = seeded(w * 5 + h * 3);
  const rays = Array.from({ length: 7 }, (_, i) => {
    const x = (i + 0.5) * (w / 7) + (rnd() - 0.5) * w * 0.1;
    return `<polygon points="${w / 2},${-h * 0.1} ${x - w * 0.06},${h} ${x + w * 0.06},${h}" fill="#7fd8ff" fill-opacity="${0.05 + rnd() * 0.08}"/>`;
  }).join('');
  const embers = Array.from({ length: 40 }, () => {
    const warm = rnd() < 0.6;
    return `<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${(0.002 + rnd() * 0.006) * w}" fill="${warm ? '#ffb454' : '#7fe8ff'}" fill-opacity="${0.5 + rnd() * 0.5}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <radialGradient id="g" cx="0.5" cy="0.35" r="0.8">
        <stop offset="0" stop-color="#2b4c7e"/><stop offset="0.55" stop-color="#141a3a"/><stop offset="1" stop-color="#07070f"/>
      </radialGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#ff7b39" stop-opacity="0"/><stop offset="1" stop-color="#ff7b39" stop-opacity="0.35"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${rays}
    <rect y="${h * 0.6}" width="100%" height="${h * 0.4}" fill="url(#floor)"/>${embers}</svg>`;
}

export async function gameLook(image: Buffer, aspect: number): Promise<Rgb> {
  const { rgb, alpha } = await frameSubject(image, aspect, HEAD_SHARE.game);
  const { width: w, height: h } = rgb;
  const person = await toon(rgb, {
    radius: 4,
    bands: 4,
    hardness: 0.85,
    saturation: 1.35,
    contrast: 1.2,
    lift: -0.02,
    ink: { sigma: 1.0, phi: 5, epsilon: -1.5, strength: 0.9, colour: [15, 12, 25] },
  });
  const lit = await rimLight(
    person,
    alpha,
    [
      { from: [1, -0.2], colour: [90, 220, 255], strength: 1 },
      { from: [-1, -0.2], colour: [255, 150, 60], strength: 0.85 },
    ],
    w / 60,
  );
  const scene = composite(lit, alpha, await drawSvg(arena(w, h), w, h, 1.5));
  return applyInk(scene, await outline(alpha, w, h, 2), [10, 10, 20], 1);
}
