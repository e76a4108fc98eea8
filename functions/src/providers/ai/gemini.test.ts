// The Gemini adapter (through @google/genai) against the fake Gemini server: what it sends, the image it returns,
// and every failure mapped to its translated key.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editInputFor, failure, smallPhoto } from '../../../../tests/fixtures/instant-inputs';
import { translator } from '../../shared/i18n';
import { geminiInstantEditor } from './gemini';
import { runInstantEdit } from './instant';
import { ProviderError } from './port';
import {
  FAKE_GEMINI_KEY,
  RETIRED_GEMINI_MODELS,
  startFakeGemini,
  type FakeGemini,
} from '../../../../tests/fakes/gemini';
import { params } from '../../config';

let fake: FakeGemini;
let photo: Buffer;
beforeAll(async () => {
  fake = await startFakeGemini();
  photo = await smallPhoto();
});
afterAll(() => fake.close());

const editor = (over: { apiKey?: string; model?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
  geminiInstantEditor({
    apiKey: FAKE_GEMINI_KEY,
    baseUrl: fake.url,
    model: 'gemini-3.1-flash-image',
    ...over,
  });
const input = editInputFor(() => photo, 'figure', 'gemini');

describe('Gemini image-edit adapter', () => {
  it('sends the photo as an inline image part with the preset prompt and returns the edited image bytes', async () => {
    const result = await editor().start(input());
    expect(result.state).toBe('completed');
    if (result.state !== 'completed') return;
    expect(result.images).toHaveLength(1);
    const meta = await sharp(result.images[0]!.data).metadata();
    expect([result.images[0]!.mimeType, meta.format, meta.width, meta.height]).toEqual([
      'image/png',
      'png',
      54,
      74,
    ]);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1beta/models/gemini-3.1-flash-image:generateContent');
    expect(sent.headers['x-goog-api-key']).toBe(FAKE_GEMINI_KEY);
    const body = sent.json as {
      contents: Array<{ role: string; parts: Array<{ text?: string; inlineData?: { mimeType: string } }> }>;
      generationConfig: { responseModalities: string[]; imageConfig: { aspectRatio: string } };
    };
    expect(body.contents[0]!.role).toBe('user');
    expect(body.contents[0]!.parts[0]!.inlineData!.mimeType).toBe('image/jpeg');
    expect(body.contents[0]!.parts[1]!.text).toContain('collectible figure');
    expect(body.generationConfig.responseModalities).toContain('IMAGE');
    expect(body.generationConfig.imageConfig.aspectRatio).toBe('3:4');
    expect(fake.images.at(-1)!.data.equals(photo)).toBe(true);
  });

  it('takes the model id from configuration', async () => {
    await editor({ model: 'gemini-3.1-flash-image' }).start(input());
    expect(fake.requests.at(-1)!.path).toBe('/v1beta/models/gemini-3.1-flash-image:generateContent');
  });

  it('works with the default image model, which Google still serves', async () => {
    const { images } = await runInstantEdit(editor({ model: params.geminiImageModel.fallback }), input());
    expect(images).toHaveLength(1);
  });

  it('reports a retired model (404 NOT_FOUND) as our configuration, not the photo', async () => {
    expect(RETIRED_GEMINI_MODELS).toContain('gemini-2.5-flash-image');
    for (const model of ['gemini-2.5-flash-image', 'gemini-2.0-flash-exp']) {
      const err = await failure(editor({ model }).start(input()));
      expect(err).toMatchObject({ kind: 'unavailable', status: 404, key: 'provider.configuration' });
      expect(err!.providerMessage).toContain('is not found');
    }
  });

  it('reports FAILED_PRECONDITION (billing or region) as our configuration, not as invalid input', async () => {
    const err = await failure(editor().start(input({ prompt: 'region locked' })));
    expect(err).toMatchObject({
      kind: 'unavailable',
      status: 400,
      key: 'provider.configuration',
      httpStatus: 502,
    });
    expect(translator('en')(err!.key, err!.params)).toMatch(/^The Gemini service is not set up correctly/);
  });

  it('reports an image model declining (NO_IMAGE, IMAGE_OTHER, or words and no image) as a content refusal', async () => {
    for (const prompt of ['no image please', 'image other please', 'text only please']) {
      const err = await failure(editor().start(input({ prompt })));
      expect(err, prompt).toMatchObject({ kind: 'safety', key: 'provider.safety', httpStatus: 422 });
    }
    const words = await failure(editor().start(input({ prompt: 'text only please' })));
    expect(words!.providerMessage).toContain('I can describe it but not draw it.');
  });

  it('runs to the end in one call (no job to poll)', async () => {
    const { images } = await runInstantEdit(editor(), input());
    expect(images[0]!.mimeType).toBe('image/png');
  });

  it('maps 400 API_KEY_INVALID to the authentication message (spec §8)', async () => {
    const err = await failure(editor({ apiKey: 'wrong' }).start(input()));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'unauthorized', status: 400, key: 'provider.unauthorized' });
    expect(err!.providerMessage).toContain('API key not valid');
    expect(translator('ko')(err!.key, err!.params)).toBe('API 인증에 실패했습니다. 관리자에게 문의하세요.');
  });

  it('maps 429 RESOURCE_EXHAUSTED to the quota message (spec §8), without retrying', async () => {
    const before = fake.requests.length;
    const err = await failure(editor().start(input({ prompt: 'quota please' })));
    expect(err).toMatchObject({ kind: 'quota', status: 429, key: 'provider.quota', httpStatus: 429 });
    expect(fake.requests.length - before).toBe(1);
    expect(translator('ko')(err!.key, err!.params)).toBe(
      'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.',
    );
  });

  it('maps a blocked prompt (promptFeedback.blockReason) to the safety message', async () => {
    const err = await failure(editor().start(input({ prompt: 'unsafe prompt' })));
    expect(err).toMatchObject({ kind: 'safety', status: 200, key: 'provider.safety', httpStatus: 422 });
    expect(err!.providerMessage).toContain('SAFETY');
  });

  it('maps a withheld image (finishReason IMAGE_SAFETY) to the safety message', async () => {
    const err = await failure(editor().start(input({ prompt: 'unsafe output' })));
    expect(err).toMatchObject({ kind: 'safety', key: 'provider.safety' });
    expect(err!.providerMessage).toContain('IMAGE_SAFETY');
  });

  it('reports an unreadable image (400 INVALID_ARGUMENT) as invalid', async () => {
    expect(
      await failure(editor().start(input({ image: Buffer.from('not an image'), mimeType: 'image/png' }))),
    ).toMatchObject({ kind: 'invalid', status: 400, key: 'provider.invalid' });
  });

  it('reports an unknown model (404) and an overloaded model (503) as unavailable', async () => {
    expect(await failure(editor({ model: 'gemini-unknown-image' }).start(input()))).toMatchObject({
      kind: 'unavailable',
      status: 404,
    });
    expect(await failure(editor().start(input({ prompt: 'overloaded' })))).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
  });

  it('reports an unreachable service as unavailable', async () => {
    const down = editor({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await failure(down.start(input()))).toMatchObject({ kind: 'unavailable', status: 0 });
  });
});
