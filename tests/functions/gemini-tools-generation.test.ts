// POST /gemini-image/generate-image-text-only and /gemini-image/generate-image on the emulators. Without a
// Gemini key there is no generative model: 503 with a clear, translated detail. With the fake Gemini each image
// is copied into Storage, saved as instant_generations/{id} and served by GET /gemini-image/{id}/image to its
// owner only; quota and authentication failures answer the spec's messages.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageForm, photo } from '../fixtures/images';
import { adminBucket, adminDb } from './emulator';
import { fakeGeminiTools, fund, setupToolsSuite, toolsLedger } from './gemini-tools-helpers';

adminDb();

const suite = setupToolsSuite();

const textOnly = (uid: string, prompt: string, language = 'ko') =>
  suite.api.call(uid, 'POST', '/gemini-image/generate-image-text-only', imageForm({}, { prompt }), language);
const withReference = (uid: string, prompt: string, image?: Buffer) =>
  suite.api.call(uid, 'POST', '/gemini-image/generate-image', imageForm(image ? { image } : {}, { prompt }));

describe('image generation without a Gemini key', () => {
  it('says up front that image generation is unavailable, to a signed-in caller only', async () => {
    const res = await suite.api.call('nokey', 'GET', '/gemini/capabilities');
    expect([res.status, res.body]).toEqual([200, { image_generation: false }]);
    expect((await suite.api.call('', 'GET', '/gemini/capabilities')).status).toBe(401);
  });

  it('answers 503 saying image generation needs a configured provider, in the caller language', async () => {
    const ko = await textOnly('nokey', '산 풍경');
    expect([ko.status, ko.body!.code]).toEqual([503, 'tools.generation_needs_provider']);
    expect(ko.body!.detail).toContain('이미지 생성에는 AI 이미지 모델(Gemini)이 필요');
    const en = await textOnly('nokey', 'a lake', 'en');
    expect(en.body!.detail).toContain('Image generation needs an AI image model');
  });

  it('still checks the form first (spec §5)', async () => {
    expect((await textOnly('nokey', ' ')).body!.detail).toBe('프롬프트를 입력해주세요.');
    expect((await withReference('nokey', '스튜디오 조명')).body!.detail).toBe(
      '참조 이미지를 업로드해주세요.',
    );
  });
});

describe('image generation on Gemini', () => {
  beforeAll(async () => {
    suite.tools = fakeGeminiTools(suite.gemini.url);
    await Promise.all(['gen-owner', 'gen-ref', 'gen-quota', 'gen-safety', 'gen-auth'].map((u) => fund(u, 1)));
  });

  it('says image generation is available', async () => {
    const res = await suite.api.call('gen-owner', 'GET', '/gemini/capabilities');
    expect(res.body).toEqual({ image_generation: true });
  });

  it('saves a text-only generation for its owner and serves the bytes to the owner only', async () => {
    const res = await textOnly('gen-owner', 'a mountain lake at dawn');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      prompt: 'a mountain lake at dawn',
      text_response: 'Here is the edited photo.',
      model: 'gemini-3.1-flash-image',
      generated_images: [{ width: 64, height: 64 }],
    });
    expect(Number.isInteger(res.body!.timestamp)).toBe(true);
    const image = res.body!.generated_images[0] as { generation_id: string; url: string };
    expect(image.url).toBe(`/gemini-image/${image.generation_id}/image`);
    const doc = (await adminDb().collection('instant_generations').doc(image.generation_id).get()).data();
    expect(doc).toMatchObject({
      userId: 'gen-owner',
      status: 'completed',
      imageUrl: image.url,
      prompt: 'a mountain lake at dawn',
      provider: 'gemini',
      model: 'gemini-3.1-flash-image',
      width: 64,
      height: 64,
    });
    expect(doc!.createdAt).toBeDefined();
    const [stored] = await adminBucket()
      .file(`users/gen-owner/generated/${image.generation_id}.png`)
      .exists();
    expect(stored).toBe(true);

    const mine = await suite.api.call('gen-owner', 'GET', image.url);
    expect([mine.status, mine.res.headers.get('content-type')]).toEqual([200, 'image/png']);
    const bytes = Buffer.from(await mine.res.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(64);
    const theirs = await suite.api.call('gen-intruder', 'GET', image.url);
    expect([theirs.status, theirs.body!.code]).toEqual([404, 'tools.generation_not_found']);
    const download = await suite.api.call('gen-owner', 'GET', `${image.url}?download=1`);
    expect(download.res.headers.get('content-disposition')).toContain('attachment');
  });

  it('sends the reference image with the prompt', async () => {
    const res = await withReference('gen-ref', 'in a bright studio', photo('r_obama.jpg'));
    expect(res.status).toBe(200);
    expect(suite.gemini.prompts.at(-1)).toBe('in a bright studio');
    // The photo itself, re-encoded without its metadata (N6): same size, a JPEG, no EXIF.
    const [sent, source] = await Promise.all([
      sharp(suite.gemini.images.at(-1)!.data).metadata(),
      sharp(photo('r_obama.jpg')).metadata(),
    ]);
    expect([sent.format, sent.width, sent.height, sent.exif]).toEqual([
      'jpeg',
      source.width,
      source.height,
      undefined,
    ]);
    const id = res.body!.generated_images[0].generation_id as string;
    expect((await adminDb().collection('instant_generations').doc(id).get()).data()!.mode).toBe('reference');
  });

  it('maps quota, authentication and safety failures', async () => {
    const quota = await textOnly('gen-quota', 'quota');
    expect([quota.status, quota.body!.code, quota.body!.detail]).toEqual([
      429,
      'provider.quota',
      'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.',
    ]);
    const safety = await textOnly('gen-safety', 'unsafe prompt');
    expect([safety.status, safety.body!.code]).toEqual([422, 'provider.safety']);
    suite.tools = fakeGeminiTools(suite.gemini.url, 'wrong-key');
    const auth = await textOnly('gen-auth', 'a lake');
    expect([auth.status, auth.body!.code, auth.body!.detail]).toEqual([
      502,
      'provider.unauthorized',
      'API 인증에 실패했습니다. 관리자에게 문의하세요.',
    ]);
    suite.tools = fakeGeminiTools(suite.gemini.url);
  });
});

describe('N1: every image generated on Gemini is paid for', () => {
  beforeAll(() => {
    suite.tools = fakeGeminiTools(suite.gemini.url);
  });

  it('N1: without credits answers 402 and sends Gemini nothing', async () => {
    const before = suite.gemini.requests.length;
    const text = await textOnly('n1-gen-broke', 'a lake');
    expect([text.status, text.body!.code]).toEqual([402, 'instant.insufficient_credits']);
    const ref = await withReference('n1-gen-broke', 'a studio', photo('r_obama.jpg'));
    expect(ref.status).toBe(402);
    expect(suite.gemini.requests.length).toBe(before);
  });

  it('N1: an image takes one credit in the transaction that records it', async () => {
    await fund('n1-gen', 2);
    const res = await textOnly('n1-gen', 'a lake');
    expect(res.status).toBe(200);
    expect(await toolsLedger('n1-gen')).toEqual({ instant: 1, entries: ['consume -1'] });
    const id = res.body!.generated_images[0].generation_id as string;
    const doc = (await adminDb().collection('instant_generations').doc(id).get()).data();
    expect(doc).toMatchObject({ status: 'completed', charged: 1, refunded: 0 });
  });

  it('N1/N7: an image the safety filter withholds is not charged (refunded once)', async () => {
    await fund('n1-gen-unsafe', 1);
    const res = await textOnly('n1-gen-unsafe', 'unsafe');
    expect([res.status, res.body!.code]).toEqual([422, 'provider.safety']);
    expect(await toolsLedger('n1-gen-unsafe')).toEqual({ instant: 1, entries: ['consume -1', 'refund 1'] });
  });
});
