// The imaging routes on the app alone (no Functions runtime: multipart streams from the request), with a fake
// token verifier: uploads are checked by size and content, refusals come back translated, results are real.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../../tests/fixtures/serve';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));
// Charging a paid edit needs Firestore: proven on the emulators (tests/functions/instant-ideogram.test.ts).
vi.mock('../instant/pay-for-call', () => ({
  payForCall: (_uid: string, _kind: string, call: () => Promise<unknown>) => call(),
}));
// Keeping the ID photo as an instant edit needs Firestore and Storage: proven on the emulators
// (tests/functions/id-photo-credits.test.ts).
vi.mock('../instant/record-id-photo', () => ({ recordIdPhoto: vi.fn(async () => 'edit-1') }));
import {
  bombPng,
  carriesNoMetadata,
  imageForm as form,
  photo,
  textAsJpeg,
  withPhoneMetadata,
} from '../../../../tests/fixtures/images';
import { settings } from '../../config';
import { editResponseSchema, errorResponseSchema, idPhotoResponseSchema } from '../../contracts';
import { createApp } from '../../http/app';
import { memoryRateLimiter } from '../../http/rate-limit';
import { providersFor } from '../../providers';
import { toolsRoutes } from '../tools/tools.routes';
import { ideogramEditRoutes } from './ideogram-edit.routes';
import { idPhotoRoutes } from './idphoto.routes';
import { maskRoutes } from './masks.routes';

let base = '';
let close: () => void;
beforeAll(async () => {
  const app = createApp(
    {
      verifyIdToken: async (token) => ({ uid: `u-${token}` }),
      // As in the emulators, where the test pages' routes (toolsRoutes) exist.
      providers: () => ({ ...providersFor(settings()), emulated: true }),
      rateLimiter: memoryRateLimiter(),
    },
    [idPhotoRoutes, maskRoutes, ideogramEditRoutes, toolsRoutes],
  );
  ({ base, close } = await serveApi(app));
});
afterAll(() => close());

const problem = async (res: Response) => errorResponseSchema.parse(await res.json());

const post = (path: string, body: FormData, lang = 'en') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer alice', 'accept-language': lang },
    body,
  });

describe('imaging routes', () => {
  it('POST /id-photo returns the photo, measurements and print sheet', async () => {
    const res = await post('/id-photo', form({ file: photo('test1024.jpg') }, { standard: 'kr_passport' }));
    expect(res.status).toBe(200);
    const body = idPhotoResponseSchema.parse(await res.json());
    expect(body.measurements.headHeightMm).toBeGreaterThanOrEqual(32);
    expect(body.measurements.headHeightMm).toBeLessThanOrEqual(36);
    const meta = await sharp(Buffer.from(body.image.split(',')[1]!, 'base64')).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([413, 531, undefined]);
  });

  it('N6 — makes an ID photo and print sheet with no EXIF, GPS or owner name from a phone photo', async () => {
    const tagged = await withPhoneMetadata(sharp, photo('test1024.jpg'));
    const res = await post('/id-photo', form({ file: tagged }, { standard: 'kr_passport' }));
    expect(res.status).toBe(200);
    const body = idPhotoResponseSchema.parse(await res.json());
    for (const url of [body.image, body.print_sheet])
      expect(await carriesNoMetadata(sharp, Buffer.from(url.split(',')[1]!, 'base64'))).toBe(true);
  });

  it('refuses a text file renamed .jpg, a pixel bomb and an unknown standard', async () => {
    const text = await post('/id-photo', form({ file: textAsJpeg() }));
    expect([text.status, (await problem(text)).detail]).toEqual([
      415,
      'Only image files can be uploaded (JPG, PNG, WebP).',
    ]);
    const bomb = await post('/id-photo', form({ file: bombPng() }), 'ko');
    expect(bomb.status).toBe(413);
    expect((await problem(bomb)).code).toBe('imaging.too_many_pixels');
    const std = await post('/id-photo', form({ file: photo('test1024.jpg') }, { standard: 'mars_passport' }));
    expect(std.status).toBe(400);
  });

  it('refuses a file over 10 MB with the spec message', async () => {
    const big = Buffer.concat([photo('test1024.jpg'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await post('/id-photo', form({ file: big }));
    expect([res.status, (await problem(res)).detail]).toEqual([413, 'File size must be 10MB or less.']);
  });

  it('needs a bearer token', async () => {
    const res = await fetch(`${base}/id-photo`, {
      method: 'POST',
      body: form({ file: photo('test1024.jpg') }),
    });
    expect(res.status).toBe(401);
  });

  it('POST /mask/face-only answers a PNG blob by default', async () => {
    const res = await post('/mask/face-only', form({ file: photo('test1024.jpg') }));
    expect(res.headers.get('content-type')).toContain('image/png');
    expect(res.headers.get('x-mask-method')).toBe('mesh');
  });

  it('POST /instant/ideogram-edit works on the local engine with no keys', async () => {
    const mask = Buffer.from(
      await (await post('/mask/face-only', form({ file: photo('r_obama.jpg') }))).arrayBuffer(),
    );
    const res = await post(
      '/instant/ideogram-edit',
      form({ image: photo('r_obama.jpg'), mask }, { prompt: 'passport photo', magic_prompt: 'OFF' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, provider: 'local', error: null });
  });

  it('GET /lightweight/test-prompts needs no login', async () => {
    const res = await fetch(`${base}/lightweight/test-prompts`);
    expect(res.status).toBe(200);
  });
});

describe('POST /instant/ideogram-edit with an Ideogram key', () => {
  it('sends the upright photo and a mask of the same size to Ideogram, and maps its refusals', async () => {
    const { startFakeIdeogram, FAKE_IDEOGRAM_KEY } = await import('../../../../tests/fakes/ideogram');
    const fake = await startFakeIdeogram();
    const saved = { ...process.env };
    Object.assign(process.env, {
      EDIT_PROVIDER: 'ideogram',
      IDEOGRAM_API_KEY: FAKE_IDEOGRAM_KEY,
      IDEOGRAM_API_BASE_URL: fake.url,
    });
    try {
      // Non-square and stored sideways (EXIF orientation 6): the mask is made upright, so only an upright
      // photo matches its size.
      const original = await sharp(photo('r_obama.jpg')).withMetadata({ orientation: 6 }).jpeg().toBuffer();
      const mask = Buffer.from(await (await post('/mask/face-only', form({ file: original }))).arrayBuffer());
      const fields = { prompt: 'professional headshot', magic_prompt: 'ON', style_type: 'ANIME' };
      const res = await post('/instant/ideogram-edit', form({ image: original, mask }, fields));
      expect(res.status).toBe(200);
      const body = editResponseSchema.parse(await res.json());
      expect(body).toMatchObject({ success: true, provider: 'ideogram' });
      expect(body.image_url).toMatch(new RegExp(`^${fake.url}/images/`));
      expect(fake.forms.at(-1)!.fields).toMatchObject({ magic_prompt: 'ON', style_type: 'FICTION' });
      // N6: the photo Ideogram receives carries none of the phone's metadata.
      const tagged = await withPhoneMetadata(sharp, original);
      expect((await post('/instant/ideogram-edit', form({ image: tagged, mask }, fields))).status).toBe(200);
      const sent = fake.forms.at(-1)!.files.find((f) => f.field === 'image')!.data;
      expect(await carriesNoMetadata(sharp, sent)).toBe(true);

      const unsafe = await post(
        '/instant/ideogram-edit',
        form({ image: original, mask }, { prompt: 'unsafe' }),
      );
      expect([unsafe.status, (await problem(unsafe)).code]).toEqual([422, 'provider.safety']);
      const busy = await post('/instant/ideogram-edit', form({ image: original, mask }, { prompt: 'busy' }));
      expect([busy.status, (await problem(busy)).code]).toEqual([429, 'provider.quota']);
    } finally {
      process.env = saved;
      await fake.close();
    }
  });
});
