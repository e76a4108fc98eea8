// Cartoon looks (anime, webtoon): edge-preserving smoothing, cel-shaded lightness bands in OKLab, XDoG ink lines
// and an outline around the person, over a drawn pastel backdrop. Anime: stronger colour and ink, a sky backdrop;
// webtoon (manhwa): brighter, softer bands and finer lines, a soft gradient with screentone dots.
import type { Rgb } from '../input';
import { applyInk, toon, type ToonOptions } from './paint';
import { composite, drawSvg, frameSubject, outline, rgbCss, seeded, HEAD_SHARE } from './subject';

interface CartoonStyle extends ToonOptions {
  outlinePx: number;
  backdrop: (w: number, h: number) => string;
}

function skyBackdrop(w: number, h: number) {
  const rnd = seeded(w * 31 + h);
  const dots = Array.from({ length: 14 }, () => {
    const r = (0.03 + rnd() * 0.09) * w;
    return `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.8}" r="${r}" fill="#ffffff" fill-opacity="${0.25 + rnd() * 0.35}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#8fc8ff"/><stop offset="0.55" stop-color="#c7dcff"/><stop offset="1" stop-color="#ffd1e6"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${dots}</svg>`;
}

function toneBackdrop(w: number, h: number) {
  const step = Math.round(w / 48);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff4e8"/><stop offset="1" stop-color="#ffd9e2"/>
      </linearGradient>
      <pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse">
        <circle cx="${step / 2}" cy="${step / 2}" r="${step * 0.22}" fill="${rgbCss([240, 150, 170], 0.45)}"/>
      </pattern>
      <radialGradient id="fade" cx="1" cy="1" r="0.9">
        <stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </radialGradient>
      <mask id="m"><rect width="100%" height="100%" fill="url(#fade)"/></mask>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect width="100%" height="100%" fill="url(#dots)" mask="url(#m)"/></svg>`;
}

const STYLES: Record<'anime' | 'webtoon', CartoonStyle> = {
  anime: {
    radius: 5,
    bands: 4,
    hardness: 0.8,
    saturation: 1.2,
    lift: 0,
    ink: { sigma: 1.2, phi: 4, epsilon: -1.5, strength: 1, colour: [40, 28, 36] },
    outlinePx: 2.2,
    backdrop: skyBackdrop,
  },
  webtoon: {
    radius: 5,
    bands: 4,
    hardness: 0.35,
    saturation: 1.1,
    lift: 0.04,
    ink: { sigma: 0.9, phi: 4, epsilon: -1.5, strength: 0.85, colour: [70, 45, 55] },
    outlinePx: 1.6,
    backdrop: toneBackdrop,
  },
};

export async function cartoonLook(image: Buffer, aspect: number, look: 'anime' | 'webtoon'): Promise<Rgb> {
  const s = STYLES[look];
  const { rgb, alpha } = await frameSubject(image, aspect, HEAD_SHARE.cartoon);
  const person = await toon(rgb, s);
  const back = await drawSvg(s.backdrop(rgb.width, rgb.height), rgb.width, rgb.height);
  const scene = composite(person, alpha, back);
  const line = await outline(alpha, rgb.width, rgb.height, s.outlinePx);
  return applyInk(scene, line, s.ink.colour, s.ink.strength);
}
