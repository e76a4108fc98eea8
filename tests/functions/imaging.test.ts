// The imaging routes on the deployed `api` function (worker pool, compiled engine, real multipart bodies from the
// Functions runtime's rawBody): ID photos, masks, crops, the local ideogram-edit path, and refusals by content.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bombPng, imageForm as form, photo as face, textAsJpeg } from '../fixtures/images';
import { hostingUrl, type TestUser } from './emulator';
import { createMember } from './payments-helpers';

let user: TestUser;
beforeAll(async () => {
  // Each ID photo costs an instant credit (refunded when refused): enough for this file's photos.
  user = await createMember('imaging', 10);
});

const post = (route: string, body: FormData, lang = 'ko', token: string | null = user.idToken) =>
  fetch(`${hostingUrl()}/api/v1${route}`, {
    method: 'POST',
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });

const fromDataUrl = (url: string) => Buffer.from(url.split(',')[1]!, 'base64');

describe('POST /id-photo', () => {
  it('makes a Korean passport photo with its measurements and print sheet', async () => {
    const res = await post('/id-photo', form({ file: face('r_obama.jpg') }, { standard: 'kr_passport' }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.measurements.headHeightMm).toBeGreaterThanOrEqual(32);
    expect(body.measurements.headHeightMm).toBeLessThanOrEqual(36);
    const image = await sharp(fromDataUrl(body.image)).metadata();
    expect([image.width, image.height, image.exif]).toEqual([413, 531, undefined]);
    const sheet = await sharp(fromDataUrl(body.print_sheet)).metadata();
    expect([sheet.width, sheet.height]).toEqual([1800, 1200]);
  });

  it('checks a reference face: same person or not', async () => {
    const same = await post(
      '/id-photo',
      form({ file: face('r_obama.jpg'), reference: face('r_obama2.jpg') }),
    );
    expect((await same.json()).identity.same_person).toBe(true);
    const other = await post(
      '/id-photo',
      form({ file: face('r_obama.jpg'), reference: face('r_biden.jpg') }),
    );
    expect((await other.json()).identity.same_person).toBe(false);
  });

  it('explains why a photo with two people cannot be used', async () => {
    const res = await post('/id-photo', form({ file: face('r_two_people.jpg') }), 'en');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'imaging.multiple_faces',
      detail: 'There is more than one person in the photo. Please upload a photo of one person only.',
    });
  });

  it('refuses a text file renamed to .jpg', async () => {
    const res = await post('/id-photo', form({ file: textAsJpeg() }), 'en');
    expect(res.status).toBe(415);
    expect((await res.json()).detail).toBe('Only image files can be uploaded (JPG, PNG, WebP).');
  });

  it('refuses a 20001x20001 PNG', async () => {
    const res = await post('/id-photo', form({ file: bombPng() }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('imaging.too_many_pixels');
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([face('test1024.jpg'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await post('/id-photo', form({ file: big }), 'en');
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toBe('File size must be 10MB or less.');
  });

  it('needs a signed-in caller', async () => {
    const res = await post('/id-photo', form({ file: face('test1024.jpg') }), 'ko', null);
    expect(res.status).toBe(401);
  });
});

describe('masks and crops', () => {
  it('returns the face mask as a PNG blob, or every mask as JSON', async () => {
    const blob = await post('/mask/face-only', form({ file: face('test1024.jpg') }));
    expect(blob.headers.get('content-type')).toContain('image/png');
    expect(blob.headers.get('x-mask-method')).toBe('mesh');
    const json = await post(
      '/mask/face-only?format=json',
      form({ file: face('test1024.jpg') }, { crop_percent: '0.7' }),
    );
    const body = await json.json();
    expect(body.characterReference.crop_percent).toBe(0.7);
    expect(body.maskPreview).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('rejects a crop percent outside 0.3-0.9', async () => {
    const res = await post('/mask/face-only', form({ file: face('test1024.jpg') }, { crop_percent: '1.5' }));
    expect(res.status).toBe(400);
  });

  it('smart-crops and optimizes a character reference; test prompts need no login', async () => {
    const crop = await post(
      '/lightweight/smart-crop',
      form({ file: face('r_biden.jpg') }, { crop_ratio: '0.65' }),
    );
    expect(crop.headers.get('content-type')).toContain('image/jpeg');
    const opt = await post('/lightweight/optimize-character-reference', form({ file: face('r_biden.jpg') }));
    const body = await opt.json();
    expect(body.dimensions.width / body.dimensions.height).toBeCloseTo(0.75, 2);
    const prompts = await fetch(`${hostingUrl()}/api/v1/lightweight/test-prompts`);
    expect(Object.keys(await prompts.json()).sort()).toEqual([
      'base_prompt',
      'enhanced_prompt',
      'negative_prompt',
    ]);
  });
});

describe('POST /instant/ideogram-edit with no keys', () => {
  it('edits on the local engine', async () => {
    const photo = face('r_obama.jpg');
    const mask = await (await post('/mask/face-only', form({ file: photo }))).arrayBuffer();
    const body = form(
      { image: photo, mask: Buffer.from(mask) },
      { prompt: 'Korean passport photo', magic_prompt: 'OFF' },
    );
    const res = await post('/instant/ideogram-edit', body);
    expect(res.status).toBe(200);
    const out = await res.json();
    expect(out).toMatchObject({ success: true, provider: 'local', error: null });
    expect(out.image_url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('requires the mask', async () => {
    const res = await post(
      '/instant/ideogram-edit',
      form({ image: face('r_obama.jpg') }, { prompt: 'x' }),
      'en',
    );
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Please create a mask first.');
  });
});
