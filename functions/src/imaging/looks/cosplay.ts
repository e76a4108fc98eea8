// Convention event photo: the person stays photographic (only graded), on a drawn event backdrop (a repeating
// emblem wall under coloured stage lights, out of focus like a fast lens), with magenta and cyan rim lights, a
// teal-and-orange grade and a vignette.
import type { Rgb } from '../input';
import { celShade } from './paint';
import { composite, drawSvg, frameSubject, rimLight, seeded, HEAD_SHARE } from './subject';

function eventWall(w: number, h: number) {
  const rnd = seeded(w * 11 + h);
  const cell = w / 5;
  const star = (x: number, y: number, r: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const rr = i % 2 ? r * 0.45 : r;
      return `${x + rr * Math.cos(a)},${y + rr * Math.sin(a)}`;
    }).join(' ');
  let emblems = '';
  for (let row = 0; row * cell < h + cell; row++)
    for (let col = 0; col * cell < w + cell; col++) {
      const x = col * cell + (row % 2 ? cell / 2 : 0);
      const y = row * cell * 0.8;
      emblems +=
        (row + col) % 2
          ? `<polygon points="${star(x, y, cell * 0.22)}" fill="#ffd36e" fill-opacity="0.55"/>`
          : `<circle cx="${x}" cy="${y}" r="${cell * 0.18}" fill="none" stroke="#9fe7ff" stroke-opacity="0.5" stroke-width="${cell * 0.05}"/>`;
    }
  const bokeh = Array.from({ length: 24 }, () => {
    const c = ['#ff5fa2', '#5fd4ff', '#ffe066', '#b57bff'][Math.floor(rnd() * 4)]!;
    return `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.7}" r="${(0.02 + rnd() * 0.05) * w}" fill="${c}" fill-opacity="${0.25 + rnd() * 0.35}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#3a1d5c"/><stop offset="0.6" stop-color="#1c2a5e"/><stop offset="1" stop-color="#0e1430"/>
      </linearGradient>
      <radialGradient id="spot" cx="0.5" cy="0.3" r="0.6">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${emblems}
    <rect width="100%" height="100%" fill="url(#spot)"/>${bokeh}</svg>`;
}

/** Split toning: shadows towards teal, highlights towards warm orange, and a vignette from the head. */
function grade(rgb: Rgb, cx: number, cy: number): Rgb {
  const out = Buffer.alloc(rgb.data.length);
  const r0 = Math.hypot(rgb.width, rgb.height) * 0.6;
  for (let p = 0, i = 0; i < out.length; p++, i += 3) {
    const l = (0.299 * rgb.data[i]! + 0.587 * rgb.data[i + 1]! + 0.114 * rgb.data[i + 2]!) / 255;
    const x = p % rgb.width;
    const y = (p - x) / rgb.width;
    const v = 1 - 0.45 * Math.min(1, (Math.hypot(x - cx, y - cy) / r0) ** 2);
    const shadow = (1 - l) * 0.12;
    const high = l * 0.1;
    out[i] = Math.min(255, (rgb.data[i]! * (1 - shadow) + 255 * high * 0.9) * v);
    out[i + 1] = Math.min(255, (rgb.data[i + 1]! + 255 * high * 0.45) * v);
    out[i + 2] = Math.min(255, (rgb.data[i + 2]! * (1 - high) + 255 * shadow * 0.5) * v);
  }
  return { ...rgb, data: out };
}

export async function cosplayLook(image: Buffer, aspect: number): Promise<Rgb> {
  const { rgb, alpha, head } = await frameSubject(image, aspect, HEAD_SHARE.cosplay);
  const { width: w, height: h } = rgb;
  const lit = await rimLight(
    rgb,
    alpha,
    [
      { from: [-1, -0.3], colour: [255, 90, 190], strength: 0.8 },
      { from: [1, -0.3], colour: [80, 210, 255], strength: 0.8 },
    ],
    w / 80,
  );
  const scene = composite(lit, alpha, await drawSvg(eventWall(w, h), w, h, w / 90));
  const punchy = celShade(scene, { bands: 0, hardness: 0, saturation: 1.12, contrast: 1.1 });
  return grade(punchy, head.cx, head.cy);
}
