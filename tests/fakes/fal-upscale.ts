// The fake fal's fal-ai/seedvr/upscale/image (4K results), served by fal.ts with the queue and webhooks every
// fake job has. Its input is checked as @fal-ai/client's SeedvrUpscaleImageInput types it, strictly: a field the
// model does not have is refused (422 FastAPI-style), `image_url` must be a file uploaded to this fake,
// `upscale_mode` 'target' or 'factor', `upscale_factor` a positive number, `target_resolution` 720p-2160p and
// `output_format` png, jpg or webp (not "jpeg"). The result, as SeedvrUpscaleImageOutput: `{ image: { url,
// width, height, content_type, file_name, file_size }, seed }`, the image really enlarged by the factor
// (or to the target's short side) in the asked format.
import sharp from 'sharp';
import type { FakeUploads } from './fal-storage';

export const FAL_UPSCALE_ENDPOINT = 'fal-ai/seedvr/upscale/image';
export const isUpscale = (endpoint: string) => endpoint === FAL_UPSCALE_ENDPOINT;

const FIELDS = new Set([
  'image_url',
  'noise_scale',
  'output_format',
  'seed',
  'sync_mode',
  'target_resolution',
  'upscale_factor',
  'upscale_mode',
]);
const TARGETS: Record<string, number> = { '720p': 720, '1080p': 1080, '1440p': 1440, '2160p': 2160 };
const FORMATS: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const problem = (field: string, msg: string, type = 'value_error') => ({ loc: ['body', field], msg, type });

export function upscaleInvalid(
  input: Record<string, unknown>,
  downloadable: (url: unknown) => boolean,
): unknown[] | null {
  const problems: unknown[] = [];
  for (const key of Object.keys(input))
    if (!FIELDS.has(key)) problems.push(problem(key, 'Extra inputs are not permitted', 'extra_forbidden'));
  if (typeof input.image_url !== 'string') problems.push(problem('image_url', 'Field required', 'missing'));
  else if (!downloadable(input.image_url))
    problems.push(problem('image_url', 'Failed to download the image', 'image_load_error'));
  const mode = input.upscale_mode ?? 'factor';
  if (mode !== 'factor' && mode !== 'target')
    problems.push(problem('upscale_mode', "'target' or 'factor'", 'enum'));
  const factor = input.upscale_factor ?? 2;
  if (typeof factor !== 'number' || !(factor > 0))
    problems.push(problem('upscale_factor', 'a positive number'));
  if (input.target_resolution !== undefined && !(String(input.target_resolution) in TARGETS))
    problems.push(problem('target_resolution', "'720p', '1080p', '1440p' or '2160p'", 'enum'));
  if (input.output_format !== undefined && !(String(input.output_format) in FORMATS))
    problems.push(problem('output_format', "'png', 'jpg' or 'webp'", 'enum'));
  return problems.length ? problems : null;
}

export async function upscaleOutcome(
  job: { id: string; input: Record<string, unknown> },
  uploads: FakeUploads,
  base: string,
): Promise<{ status: number; body: unknown }> {
  const input = job.input;
  const source = uploads.get(decodeURIComponent(String(input.image_url).slice(`${base}/files/`.length)))!;
  const meta = await sharp(source.data).metadata();
  const [w, h] = [meta.width ?? 1, meta.height ?? 1];
  const scale =
    (input.upscale_mode ?? 'factor') === 'target'
      ? TARGETS[String(input.target_resolution ?? '1080p')]! / Math.min(w, h)
      : Number(input.upscale_factor ?? 2);
  const [width, height] = [Math.round(w * scale), Math.round(h * scale)];
  const format = String(input.output_format ?? 'jpg');
  const resized = sharp(source.data).resize(width, height, { fit: 'fill' });
  const data = await (
    format === 'png' ? resized.png() : format === 'webp' ? resized.webp() : resized.jpeg()
  ).toBuffer();
  const name = `upscaled-${job.id}.${format}`;
  uploads.set(name, { type: FORMATS[format]!, data });
  return {
    status: 200,
    body: {
      image: {
        url: `${base}/files/${name}`,
        width,
        height,
        content_type: FORMATS[format],
        file_name: name,
        file_size: data.length,
      },
      seed: typeof input.seed === 'number' ? input.seed : 7,
    },
  };
}
