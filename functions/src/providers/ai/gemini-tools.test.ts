// The Gemini tools adapters (through @google/genai) against the fake Gemini server: analysis sends the photo
// and the question to the text model and reads the answer; generation sends the prompt (and a reference image)
// to the image model and returns its images; every failure maps to the instant line's translated keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, smallPhoto } from '../../../../tests/fixtures/instant-inputs';
import {
  FAKE_GEMINI_KEY,
  fakeAnalysisText,
  startFakeGemini,
  type FakeGemini,
} from '../../../../tests/fakes/gemini';
import { params } from '../../config';
import { translator } from '../../shared/i18n';
import { geminiAnalyzer, geminiGenerator } from './gemini-tools';

let fake: FakeGemini;
let photo: Buffer;
beforeAll(async () => {
  fake = await startFakeGemini();
  photo = await smallPhoto();
});
afterAll(() => fake.close());

const config = (model: string, over: { apiKey?: string } = {}) => ({
  apiKey: FAKE_GEMINI_KEY,
  baseUrl: fake.url,
  model,
  ...over,
});
const analyzer = (over: { apiKey?: string } = {}) => geminiAnalyzer(config('gemini-3.5-flash', over));
const generator = (over: { apiKey?: string } = {}) => geminiGenerator(config('gemini-3.1-flash-image', over));
const image = () => ({ data: photo, mimeType: 'image/jpeg' });

describe('Gemini image analysis adapter', () => {
  it('sends the photo and the question to the text model and returns its answer', async () => {
    const text = await analyzer().analyze({ prompt: 'Describe the lighting', image: image() });
    expect(text).toBe(fakeAnalysisText(40, 50, 'Describe the lighting'));
    expect(fake.images.at(-1)!.data.equals(photo)).toBe(true);
    expect(analyzer().model).toBe('gemini-3.5-flash');
  });

  it('works with the default text model, and a retired one is reported as our configuration', async () => {
    const current = geminiAnalyzer(config(params.geminiTextModel.fallback));
    expect(await current.analyze({ prompt: 'Light?', image: image() })).toBe(
      fakeAnalysisText(40, 50, 'Light?'),
    );
    const stale = geminiAnalyzer(config('gemini-2.5-flash'));
    expect(await failure(stale.analyze({ prompt: 'Light?', image: image() }))).toMatchObject({
      kind: 'unavailable',
      status: 404,
      key: 'provider.configuration',
    });
  });

  it('answers each image of a batch on its own', async () => {
    const other = { data: await smallPhoto(), mimeType: 'image/jpeg' };
    const answers = await Promise.all(
      [image(), other].map((i) => analyzer().analyze({ prompt: 'Mood?', image: i })),
    );
    expect(answers).toEqual([fakeAnalysisText(40, 50, 'Mood?'), fakeAnalysisText(40, 50, 'Mood?')]);
  });

  it('maps quota, authentication and safety failures to their messages', async () => {
    const quota = await failure(analyzer().analyze({ prompt: 'quota', image: image() }));
    expect(quota).toMatchObject({ kind: 'quota', status: 429, key: 'provider.quota' });
    expect(translator('ko')(quota!.key, quota!.params)).toBe(
      'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.',
    );
    expect(
      await failure(analyzer({ apiKey: 'wrong' }).analyze({ prompt: 'x', image: image() })),
    ).toMatchObject({
      kind: 'unauthorized',
      key: 'provider.unauthorized',
    });
    expect(await failure(analyzer().analyze({ prompt: 'unsafe prompt', image: image() }))).toMatchObject({
      kind: 'safety',
    });
    const withheld = await failure(analyzer().analyze({ prompt: 'unsafe answer', image: image() }));
    expect(withheld).toMatchObject({ kind: 'safety', key: 'provider.safety' });
    expect(withheld!.providerMessage).toContain('SAFETY');
  });
});

describe('Gemini image generation adapter', () => {
  it('makes an image from a prompt alone, with the model text', async () => {
    const before = fake.images.length;
    const out = await generator().generate({ prompt: 'a mountain lake at dawn' });
    expect(out.images[0]!.mimeType).toBe('image/png');
    expect(out.text).toBe('Here is the edited photo.');
    expect(fake.images.length).toBe(before);
    expect(fake.prompts.at(-1)).toBe('a mountain lake at dawn');
  });

  it('sends the reference image with the prompt', async () => {
    await generator().generate({ prompt: 'in a studio', reference: image() });
    expect(fake.images.at(-1)!.data.equals(photo)).toBe(true);
  });

  it('maps quota, authentication and safety failures to their messages', async () => {
    expect(await failure(generator().generate({ prompt: 'quota' }))).toMatchObject({
      kind: 'quota',
      httpStatus: 429,
    });
    expect(await failure(generator({ apiKey: 'wrong' }).generate({ prompt: 'x' }))).toMatchObject({
      kind: 'unauthorized',
      status: 400,
    });
    expect(await failure(generator().generate({ prompt: 'unsafe prompt' }))).toMatchObject({
      kind: 'safety',
    });
    expect(await failure(generator().generate({ prompt: 'unsafe picture' }))).toMatchObject({
      kind: 'safety',
      key: 'provider.safety',
    });
  });
});
