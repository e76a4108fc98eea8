// Fake Ideogram API speaking the v3 edit protocol (providers.md §4): POST /v1/ideogram-v3/edit, multipart,
// header Api-Key. Required fields image, mask, prompt; one character reference at most, with a matching mask
// count. Prompts containing "unsafe" get 422 {error}, "busy" gets 429, "flagged" returns is_image_safe=false.
// Results are served at GET /images/<n>.png like Ideogram's (expiring) result links.
import busboy from 'busboy';
import sharp from 'sharp';
import { Readable } from 'node:stream';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from './server';

export const FAKE_IDEOGRAM_KEY = 'test-ideogram-key';

export interface ParsedForm {
  fields: Record<string, string>;
  files: Array<{ field: string; filename: string; type: string; size: number; data: Buffer }>;
}

export function parseForm(req: RecordedRequest): Promise<ParsedForm> {
  return new Promise((resolve, reject) => {
    const form: ParsedForm = { fields: {}, files: [] };
    const parser = busboy({ headers: req.headers as Record<string, string> });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('close', () => {
        const data = Buffer.concat(chunks);
        form.files.push({
          field,
          filename: info.filename ?? '',
          type: info.mimeType,
          size: data.length,
          data,
        });
      });
    });
    parser.on('field', (name, value) => (form.fields[name] = value));
    parser.on('close', () => resolve(form));
    parser.on('error', reject);
    Readable.from(req.body).pipe(parser);
  });
}

// 1x1 white PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/** Ideogram refuses a mask whose dimensions differ from its image's; undecodable test bytes are let through. */
async function sameSize(form: ParsedForm, a: string, b: string) {
  const size = async (field: string) => {
    const data = form.files.find((file) => file.field === field)?.data;
    try {
      return data ? await sharp(data).metadata() : null;
    } catch {
      return null;
    }
  };
  const [mx, my] = await Promise.all([size(a), size(b)]);
  return !mx || !my || (mx.width === my.width && mx.height === my.height);
}

export interface FakeIdeogram extends FakeServer {
  forms: ParsedForm[];
}

export async function startFakeIdeogram(options: { port?: number } = {}): Promise<FakeIdeogram> {
  const forms: ParsedForm[] = [];
  let served = 0;
  let base = '';
  const server = await startFakeServer(async (req, res) => {
    if (req.method === 'GET' && req.path.startsWith('/images/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
      return;
    }
    if (req.method !== 'POST' || req.path !== '/v1/ideogram-v3/edit') return;
    if (req.headers['api-key'] !== FAKE_IDEOGRAM_KEY) return sendJson(res, 401, { message: 'Unauthorized' });
    if (!String(req.headers['content-type']).startsWith('multipart/form-data'))
      return sendJson(res, 400, { error: 'multipart/form-data required' });
    const form = await parseForm(req);
    forms.push(form);
    const count = (field: string) => form.files.filter((f) => f.field === field).length;
    const prompt = form.fields.prompt ?? '';
    if (!count('image') || !count('mask') || !prompt)
      return sendJson(res, 400, { error: 'image, mask and prompt are required' });
    if (count('character_reference_images') > 1)
      return sendJson(res, 400, { error: 'only one character reference image is supported' });
    if (count('character_reference_images_mask') > count('character_reference_images'))
      return sendJson(res, 400, { error: 'character_reference_images_mask count must match' });
    if (!(await sameSize(form, 'image', 'mask')))
      return sendJson(res, 400, { error: 'mask must have the same dimensions as image' });
    if (/unsafe/i.test(prompt)) return sendJson(res, 422, { error: 'Prompt failed the safety check.' });
    if (/busy/i.test(prompt)) return sendJson(res, 429, { error: 'Rate limit exceeded' });
    const safe = !/flagged/i.test(prompt);
    served += 1;
    sendJson(res, 200, {
      created: new Date().toISOString(),
      data: [
        {
          url: safe ? `${base}/images/${served}.png` : null,
          prompt,
          resolution: '1024x1024',
          is_image_safe: safe,
          seed: 12345,
          style_type: form.fields.style_type ?? 'GENERAL',
        },
      ],
    });
  }, options);
  base = server.url;
  return Object.assign(server, { forms });
}
