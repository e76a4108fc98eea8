// Portrait segmentation (MediaPipe selfie through Human) and background replacement. The model works at 256²,
// so its edges are soft and stair-stepped: the alpha is feathered before compositing.
import sharp from 'sharp';
import { fromRgb, shrink, type Rgb } from './input';
import { models } from './models';

/** The selfie model's own alpha (0-255) at its working size, before any clean-up. */
export async function segmentRaw(rgb: Rgb): Promise<{ values: Uint8Array; width: number; height: number }> {
  const { human } = await models();
  const work = await shrink(rgb, 512);
  const input = human.tf.tensor(new Int32Array(work.data), [1, work.height, work.width, 3], 'int32');
  try {
    const alpha = (await human.segmentation(input as never)) as unknown as {
      data(): Promise<Int32Array>;
      shape: number[];
    };
    const [height, width] = alpha.shape;
    const values = Uint8Array.from(await alpha.data());
    human.tf.dispose(alpha as never);
    return { values, width: width!, height: height! };
  } finally {
    human.tf.dispose(input);
  }
}

/** Person alpha (0-255, one byte per pixel) at the image's size. */
export async function personAlpha(rgb: Rgb): Promise<Buffer> {
  const { values, width: w, height: h } = await segmentRaw(rgb);
  const cleaned = erode(keepMainRegions(values, w, h), w, h);
  return sharp(Buffer.from(cleaned), { raw: { width: w, height: h, channels: 1 } })
    .resize(rgb.width, rgb.height, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(0.6, Math.min(rgb.width, rgb.height) / 400)) // feather the stair-stepped edge
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * The selfie model leaves small foreground specks in busy backgrounds. Keep the largest connected region (the
 * person) and any region at least 15 % of its size (a second person); zero the rest.
 */
export function keepMainRegions(alpha: Uint8Array, w: number, h: number): Uint8Array {
  const label = new Int32Array(w * h).fill(-1);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < alpha.length; start++) {
    if (alpha[start]! < 128 || label[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      size++;
      const x = p % w;
      for (const q of [p - w, p + w, x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1]) {
        if (q < 0 || q >= alpha.length || label[q] !== -1 || alpha[q]! < 128) continue;
        label[q] = id;
        stack.push(q);
      }
    }
    sizes.push(size);
  }
  const largest = Math.max(0, ...sizes);
  const out = Uint8Array.from(alpha);
  for (let p = 0; p < out.length; p++) {
    const id = label[p]!;
    if (id >= 0 && sizes[id]! < largest * 0.15) out[p] = 0;
    // Soft edge pixels (alpha < 128) stay as they are: they border a kept region or fade out in the blur.
  }
  return out;
}

/**
 * One-pixel minimum filter on the model-sized alpha: the model's edge usually includes a rim of the old
 * background, which shows as a halo on white. One model pixel is ~2 px on an ID photo.
 */
export function erode(alpha: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(alpha.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 255;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = Math.min(h - 1, Math.max(0, y + dy));
          const xx = Math.min(w - 1, Math.max(0, x + dx));
          m = Math.min(m, alpha[yy * w + xx]!);
        }
      out[y * w + x] = m;
    }
  return out;
}

export type Backdrop = { kind: 'color'; color: string } | { kind: 'studio'; color: string };

const hex = (color: string): [number, number, number] => {
  const m = /^#?([0-9a-f]{6})$/i.exec(color);
  const v = m ? parseInt(m[1]!, 16) : 0xffffff;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** The backdrop drawn at width × height, RGB. */
export async function backdropPixels(width: number, height: number, backdrop: Backdrop): Promise<Buffer> {
  if (backdrop.kind === 'color') {
    const [r, g, b] = hex(backdrop.color);
    const out = Buffer.alloc(width * height * 3);
    for (let i = 0; i < out.length; i += 3) {
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
    }
    return out;
  }
  // Studio: a soft radial light behind the head falling off to a darker edge of the same hue.
  const [r, g, b] = hex(backdrop.color);
  const dark = `rgb(${Math.round(r * 0.55)},${Math.round(g * 0.55)},${Math.round(b * 0.55)})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="50%" cy="38%" r="75%">
      <stop offset="0%" stop-color="rgb(${r},${g},${b})"/><stop offset="100%" stop-color="${dark}"/>
    </radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** Composites the person over the backdrop: out = a·photo + (1−a)·backdrop. */
export async function replaceBackground(rgb: Rgb, alpha: Buffer, backdrop: Backdrop): Promise<Rgb> {
  const back = await backdropPixels(rgb.width, rgb.height, backdrop);
  const out = Buffer.alloc(rgb.data.length);
  for (let i = 0, p = 0; p < alpha.length; p++, i += 3) {
    const a = alpha[p]! / 255;
    out[i] = rgb.data[i]! * a + back[i]! * (1 - a);
    out[i + 1] = rgb.data[i + 1]! * a + back[i + 1]! * (1 - a);
    out[i + 2] = rgb.data[i + 2]! * a + back[i + 2]! * (1 - a);
  }
  return { data: out, width: rgb.width, height: rgb.height, channels: 3 };
}

/** How white the background is: mean of the darkest channel over pixels the alpha calls background, 0-1. */
export function backgroundWhiteness(rgb: Rgb, alpha: Buffer): number {
  let sum = 0;
  let n = 0;
  for (let p = 0, i = 0; p < alpha.length; p++, i += 3) {
    if (alpha[p]! > 20) continue;
    sum += Math.min(rgb.data[i]!, rgb.data[i + 1]!, rgb.data[i + 2]!);
    n++;
  }
  return n ? Math.round((sum / n / 255) * 1000) / 1000 : 1;
}

export { fromRgb };
