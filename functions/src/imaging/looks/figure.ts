// Collectible-figure composition: the person cut out with the segmentation mask, given a glossy toon finish and
// shaped as a bust, standing on a round clear acrylic base on a desk; the room behind is drawn and out of focus,
// with the figure's box on the shelf. A composition of the user's own photo, drawn as such: not a generated figure.
import sharp from 'sharp';
import type { Rgb } from '../input';
import { toon } from './paint';
import { drawSvg, frameSubject, rimLight, HEAD_SHARE } from './subject';

function room(w: number, h: number, deskY: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.3">
        <stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#cdbfae"/>
      </linearGradient>
      <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#b98a5e"/><stop offset="1" stop-color="#7a5335"/>
      </linearGradient>
      <radialGradient id="window" cx="0.15" cy="0.2" r="0.5">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <rect width="100%" height="100%" fill="url(#window)"/>
    <rect x="${w * 0.04}" y="${deskY - h * 0.3}" width="${w * 0.3}" height="${h * 0.2}" rx="${w * 0.01}" fill="#2a2d34"/>
    <rect x="${w * 0.06}" y="${deskY - h * 0.285}" width="${w * 0.26}" height="${h * 0.17}" fill="#5b7db1"/>
    <rect x="${w * 0.17}" y="${deskY - h * 0.1}" width="${w * 0.04}" height="${h * 0.1}" fill="#2a2d34"/>
    <rect x="${w * 0.6}" y="${deskY - h * 0.3}" width="${w * 0.4}" height="${h * 0.015}" fill="#8d6b4a"/>
    <rect y="${deskY}" width="100%" height="${h - deskY}" fill="url(#desk)"/>
    <rect y="${deskY}" width="100%" height="${h * 0.006}" fill="#d7b08a"/></svg>`;
}

/** The box the figure came in, leaning on the shelf: a window showing the same figure. */
function boxFrame(bw: number, bh: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}">
    <rect width="100%" height="100%" rx="${bw * 0.04}" fill="#e94f64"/>
    <rect x="${bw * 0.08}" y="${bh * 0.14}" width="${bw * 0.84}" height="${bh * 0.72}" rx="${bw * 0.03}" fill="#ffffff"/>
    <rect x="0" y="${bh * 0.88}" width="100%" height="${bh * 0.12}" fill="#b83247"/></svg>`;
}

function acrylicBase(w: number, cx: number, topY: number, rx: number, ry: number, depth: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${topY + depth + ry * 2}">
    <defs><linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.3" stop-color="#dfefff" stop-opacity="0.18"/>
      <stop offset="0.7" stop-color="#dfefff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.5"/>
    </linearGradient></defs>
    <path d="M ${cx - rx} ${topY} L ${cx - rx} ${topY + depth} A ${rx} ${ry} 0 0 0 ${cx + rx} ${topY + depth} L ${cx + rx} ${topY} Z" fill="url(#side)"/>
    <ellipse cx="${cx}" cy="${topY}" rx="${rx}" ry="${ry}" fill="#eaf4ff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.9" stroke-width="${rx * 0.02}"/>
    <path d="M ${cx - rx} ${topY + depth} A ${rx} ${ry} 0 0 0 ${cx + rx} ${topY + depth}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${rx * 0.015}"/></svg>`;
}

/** RGBA PNG of the person: the alpha cut into a rounded bust bottom, as a figure's torso ends. */
async function bust(rgb: Rgb, alpha: Buffer): Promise<Buffer> {
  const { width: w, height: h } = rgb;
  const rgba = Buffer.alloc(w * h * 4);
  // The torso ends in a rounded cut: an ellipse around the chest, applied below the shoulders' line.
  const cx = w / 2;
  const cy = h * 0.55;
  const rx = w * 0.48;
  const ry = h * 0.44;
  for (let p = 0; p < alpha.length; p++) {
    const x = p % w;
    const y = (p - x) / w;
    const inside = y < cy || ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
    const a = inside ? alpha[p]! : 0;
    rgba[p * 4] = rgb.data[p * 3]!;
    rgba[p * 4 + 1] = rgb.data[p * 3 + 1]!;
    rgba[p * 4 + 2] = rgb.data[p * 3 + 2]!;
    rgba[p * 4 + 3] = a;
  }
  return sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
}

export async function figureLook(image: Buffer, aspect: number): Promise<Rgb> {
  const outH = aspect >= 1 ? Math.round(1024 / aspect) : 1024;
  const outW = Math.round(outH * aspect);
  const { rgb, alpha } = await frameSubject(image, 0.8, HEAD_SHARE.figure);
  const glossy = await rimLight(
    await toon(rgb, {
      radius: 5,
      bands: 5,
      hardness: 0.55,
      saturation: 1.25,
      contrast: 1.12,
      lift: 0.02,
      ink: { sigma: 1.2, phi: 3, epsilon: -2, strength: 0.35, colour: [50, 35, 40] },
    }),
    alpha,
    [{ from: [-0.7, -0.7], colour: [255, 255, 255], strength: 0.7 }],
    rgb.width / 90,
  );
  const figure = await bust(glossy, alpha);

  const deskY = Math.round(outH * 0.7);
  const baseRx = Math.round(outW * 0.3);
  const baseRy = Math.round(baseRx * 0.22);
  const baseTop = Math.round(outH * 0.8);
  const depth = Math.round(outH * 0.035);
  const figH = Math.round(outH * 0.62);
  const figW = Math.round((figH * rgb.width) / rgb.height);
  const sized = await sharp(figure).resize(figW, figH).png().toBuffer();

  // The box on the shelf, with the same figure in its window, then the room blurred as a lens would.
  const boxW = Math.round(outW * 0.26);
  const boxH = Math.round(boxW * 1.35);
  const inner = await sharp(figure)
    .resize(Math.round(boxW * 0.8), Math.round(boxH * 0.7), { fit: 'contain', background: '#ffffff00' })
    .png()
    .toBuffer();
  const boxPng = await sharp(Buffer.from(boxFrame(boxW, boxH)))
    .composite([{ input: inner, left: Math.round(boxW * 0.1), top: Math.round(boxH * 0.15) }])
    .png()
    .toBuffer();
  const back = await drawSvg(room(outW, outH, deskY), outW, outH);
  const scene = await sharp(back.data, { raw: back })
    .composite([{ input: boxPng, left: Math.round(outW * 0.68), top: Math.round(deskY - outH * 0.3 - boxH) }])
    .blur(outW / 120)
    .png()
    .toBuffer();

  const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}">
    <ellipse cx="${outW / 2 + baseRx * 0.08}" cy="${baseTop + depth + baseRy * 0.7}" rx="${baseRx * 1.05}" ry="${baseRy * 1.1}" fill="#000" fill-opacity="0.35"/></svg>`;
  const shadowPng = await sharp(Buffer.from(shadow))
    .blur(outW / 80)
    .png()
    .toBuffer();
  const basePng = Buffer.from(acrylicBase(outW, outW / 2, baseTop, baseRx, baseRy, depth));
  const { data, info } = await sharp(scene)
    .composite([
      { input: shadowPng, left: 0, top: 0 },
      { input: await sharp(basePng).png().toBuffer(), left: 0, top: 0 },
      { input: sized, left: Math.round((outW - figW) / 2), top: baseTop - figH + Math.round(baseRy * 0.3) },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
