// The Ideogram adapter against the fake Ideogram server: fields and header sent, results and every error mapped.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditRequest } from './edit';
import { ProviderError } from './port';
import { ideogramEditor } from './ideogram';
import { FAKE_IDEOGRAM_KEY, startFakeIdeogram, type FakeIdeogram } from '../../../../tests/fakes/ideogram';

let fake: FakeIdeogram;
beforeAll(async () => {
  fake = await startFakeIdeogram();
});
afterAll(() => fake.close());

const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
const jpg = Buffer.from('ffd8ffe000104a464946', 'hex');
const request = (over: Partial<EditRequest> = {}): EditRequest => ({
  image: jpg,
  mask: png,
  prompt: 'Korean passport photo, plain white background',
  magicPrompt: 'OFF',
  negativePrompt: 'shadows',
  renderingSpeed: 'TURBO',
  styleType: 'REALISTIC',
  characterReference: { image: jpg, mask: png },
  ...over,
});
const editor = (key = FAKE_IDEOGRAM_KEY) => ideogramEditor({ apiKey: key, baseUrl: fake.url });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe('Ideogram v3 edit adapter', () => {
  it('sends the v3 multipart fields with the Api-Key header and returns the image URL', async () => {
    const result = await editor().edit(request());
    expect(result.provider).toBe('ideogram');
    expect(result.images[0]!.url).toMatch(new RegExp(`^${fake.url}/images/\\d+\\.png$`));
    const sent = fake.requests.at(-1)!;
    expect(sent.headers['api-key']).toBe(FAKE_IDEOGRAM_KEY);
    expect(sent.headers.authorization).toBeUndefined();
    const form = fake.forms.at(-1)!;
    expect(form.fields).toMatchObject({
      magic_prompt: 'OFF',
      rendering_speed: 'TURBO',
      style_type: 'REALISTIC',
    });
    expect(form.fields.prompt).toContain('Avoid: shadows');
    expect(form.files.map((f) => f.field).sort()).toEqual([
      'character_reference_images',
      'character_reference_images_mask',
      'image',
      'mask',
    ]);
    const image = await fetch(result.images[0]!.url);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('maps the 2.x-only styles to a v3 style', async () => {
    await editor().edit(request({ styleType: 'ANIME' }));
    expect(fake.forms.at(-1)!.fields.style_type).toBe('FICTION');
  });

  it('reports a safety refusal (422) with the provider message', async () => {
    const err = await failure(editor().edit(request({ prompt: 'something unsafe' })));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      kind: 'safety',
      status: 422,
      key: 'provider.safety',
      providerMessage: 'Prompt failed the safety check.',
    });
  });

  it('reports an unsafe result (is_image_safe false) as a safety refusal', async () => {
    expect(await failure(editor().edit(request({ prompt: 'flagged output' })))).toMatchObject({
      kind: 'safety',
    });
  });

  it('reports rate limiting (429)', async () => {
    expect(await failure(editor().edit(request({ prompt: 'busy hour' })))).toMatchObject({
      kind: 'quota',
      status: 429,
      key: 'provider.quota',
    });
  });

  it('reports a wrong key (401) as unauthorized', async () => {
    expect(await failure(editor('wrong').edit(request()))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
  });

  it('is refused by the fake, as by Ideogram, when the mask size differs from the image', async () => {
    const solid = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
    const err = await failure(
      editor().edit(
        request({ image: await solid(64, 80), mask: await solid(32, 32), characterReference: undefined }),
      ),
    );
    expect(err).toMatchObject({ kind: 'invalid', status: 400, key: 'edit.invalid' });
    expect(
      await editor().edit(request({ image: await solid(64, 80), mask: await solid(64, 80) })),
    ).toMatchObject({
      provider: 'ideogram',
    });
  });

  it('reports an unreachable provider as unavailable', async () => {
    const down = ideogramEditor({
      apiKey: FAKE_IDEOGRAM_KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    expect(await failure(down.edit(request()))).toMatchObject({ kind: 'unavailable' });
  });
});
