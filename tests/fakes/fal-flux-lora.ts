// The fake fal's fal-ai/flux-lora endpoint (studio generation), served by fal.ts with the queue, webhooks and
// switches every fake job has (loseWebhooks, hangJobs).
import sharp from 'sharp';
import { requestedFace } from './faces';
import { liveUpload, type FakeUploads } from './fal-storage';

// Text to image with a LoRA: `loras` must name a safetensors URL, `image_size` {width, height} and
// `num_images` 1-4 are checked as fal's schema does (422 FastAPI-style otherwise). The result has one real PNG per
// image (a small one, in the requested aspect, a different colour each), `seed` (the one given, else 42) and
// `has_nsfw_concepts`: a prompt with "unsafe" flags every image, "unsafe one" only the first. A prompt with
// "face=<photo>" makes every image that fixture photo (faces.ts), "face=<photo> once" only the first.
// fal downloads the LoRA when the job runs: a path that does not answer (a file of this fake past its retention,
// or any other URL that does not answer 200 with bytes) ends the job with a 422, as at fal.

export const isFluxLora = (endpoint: string) => /(^|\/)flux-lora$/.test(endpoint);

export function fluxLoraInvalid(input: Record<string, unknown>): unknown[] | null {
  const problems: unknown[] = [];
  const loras = input.loras as Array<{ path?: unknown; scale?: unknown }> | undefined;
  if (!Array.isArray(loras) || !loras.length || loras.some((l) => typeof l?.path !== 'string'))
    problems.push({ loc: ['body', 'loras'], msg: 'a LoRA path is required', type: 'value_error' });
  const size = input.image_size as { width?: unknown; height?: unknown } | undefined;
  if (typeof size?.width !== 'number' || typeof size?.height !== 'number')
    problems.push({ loc: ['body', 'image_size'], msg: 'width and height required', type: 'value_error' });
  const n = input.num_images ?? 1;
  if (typeof n !== 'number' || n < 1 || n > 4)
    problems.push({ loc: ['body', 'num_images'], msg: 'between 1 and 4', type: 'value_error' });
  if (input.output_format !== undefined && !['jpeg', 'png'].includes(String(input.output_format)))
    problems.push({ loc: ['body', 'output_format'], msg: "'jpeg' or 'png'", type: 'enum' });
  return problems.length ? problems : null;
}

const COLOURS = ['#b5838d', '#6d6875', '#e5989b', '#ffb4a2'];

/** Whether fal could download the LoRA at `path` at `now` (the fake's clock). */
async function loraReadable(path: string, uploads: FakeUploads, base: string, now: number) {
  const prefix = `${base}/files/`;
  if (path.startsWith(prefix))
    return !!liveUpload(uploads, decodeURIComponent(path.slice(prefix.length)), now);
  try {
    const res = await fetch(path, { signal: AbortSignal.timeout(10_000) });
    return res.ok && (await res.arrayBuffer()).byteLength > 0;
  } catch {
    return false;
  }
}

export async function fluxLoraOutcome(
  job: { id: string; input: Record<string, unknown> },
  uploads: FakeUploads,
  base: string,
  now: number,
): Promise<{ status: number; body: unknown }> {
  const input = job.input;
  const lora = (input.loras as Array<{ path: string }>)[0]!.path;
  if (!(await loraReadable(lora, uploads, base, now)))
    return {
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'loras', 0, 'path'],
            msg: 'Failed to download the LoRA weights',
            type: 'file_download_error',
          },
        ],
      },
    };
  const prompt = String(input.prompt);
  const count = Number(input.num_images ?? 1);
  const size = input.image_size as { width: number; height: number };
  const jpeg = input.output_format === 'jpeg';
  const [width, height] = [Math.round(size.width / 16), Math.round(size.height / 16)];
  const images = [];
  const face = requestedFace(prompt);
  const faceOnce = /\bface=\S+ once\b/i.test(prompt);
  for (let i = 0; i < count; i++) {
    const name = `gen-${job.id}-${i}.${jpeg ? 'jpg' : 'png'}`;
    if (face && (i === 0 || !faceOnce)) uploads.set(name, face);
    if (!uploads.has(name)) {
      const canvas = sharp({ create: { width, height, channels: 3, background: COLOURS[i % 4]! } });
      const data = await (jpeg ? canvas.jpeg() : canvas.png()).toBuffer();
      uploads.set(name, { type: jpeg ? 'image/jpeg' : 'image/png', data });
    }
    images.push({ url: `${base}/files/${name}`, width, height, content_type: uploads.get(name)!.type });
  }
  const flagged = images.map((_, i) => (/unsafe one/i.test(prompt) ? i === 0 : /unsafe/i.test(prompt)));
  return {
    status: 200,
    body: {
      images,
      seed: typeof input.seed === 'number' ? input.seed : 42,
      has_nsfw_concepts: flagged,
      prompt,
      timings: { inference: 0.1 },
    },
  };
}
