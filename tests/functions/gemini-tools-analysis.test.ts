// POST /gemini/analyze-image and /gemini/batch-analyze on the emulators. Without a Gemini key the local engine
// measures the photo (faces, pose, framing, sharpness, lighting) and writes advice in the caller's language,
// labelled as local; with the key the fake Gemini answers. Validation answers the spec's messages; every
// analysis is kept in analyses/{id} for its owner. One call goes through Hosting to the deployed function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../functions/src/http/rate-limit';
import { bombPng, imageForm, photo, textAsJpeg } from '../fixtures/images';
import { adminDb, createUser } from './emulator';
import {
  fakeGeminiTools,
  fund,
  imagesForm,
  NO_KEY,
  setupToolsSuite,
  toolsLedger,
} from './gemini-tools-helpers';
import { call as viaHosting } from './instant-helpers';

adminDb();

const suite = setupToolsSuite();

const analyze = (uid: string, image: Buffer | null, prompt: string, language = 'ko') =>
  suite.api.call(
    uid,
    'POST',
    '/gemini/analyze-image',
    imageForm(image ? { image } : {}, { prompt }),
    language,
  );

const analysisDoc = async (id: string) => (await adminDb().collection('analyses').doc(id).get()).data();

describe('image analysis without a Gemini key (local engine)', () => {
  beforeAll(() => {
    suite.tools = NO_KEY;
  });

  it('finds the one face of a portrait and gives profile-photo advice, labelled as local', async () => {
    const res = await analyze('local-face', photo('r_obama.jpg'), '이 사진을 자세히 설명해주세요.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prompt: '이 사진을 자세히 설명해주세요.', model: 'local-engine' });
    const text = res.body!.result as string;
    expect(text).toContain('[로컬 엔진 분석]');
    expect(text).toContain('얼굴 1개를 찾았어요.');
    expect(text).toContain('프로필 사진 조언:');
    expect(text).toMatch(/선명도 [\d.]+/);
    expect(await analysisDoc(res.body!.analysis_id as string)).toMatchObject({
      userId: 'local-face',
      kind: 'single',
      model: 'local-engine',
      results: [{ image_index: 0, result: text }],
    });
  }, 60_000);

  it('says when there is no face, in the caller language', async () => {
    const res = await analyze('local-noface', photo('h_background.jpg'), 'Describe it', 'en');
    expect(res.status).toBe(200);
    expect(res.body!.result).toContain('[Local engine analysis]');
    expect(res.body!.result).toContain('No face was found.');
    expect(res.body!.result).toContain('Use a photo where your face is clearly visible from the front.');
  }, 60_000);

  it('analyses a batch image by image and names the images it could not read', async () => {
    const form = imagesForm('images', [photo('r_obama.jpg'), photo('h_background.jpg')], { prompt: '조명' });
    form.append('images', new Blob([new Uint8Array(photo('hard_tiny32.png'))]), 'tiny.png');
    const res = await suite.api.call('local-batch', 'POST', '/gemini/batch-analyze', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prompt: '조명', total_images: 3, model: 'local-engine' });
    expect(res.body!.results.map((r: { image_index: number }) => r.image_index)).toEqual(
      Array.from({ length: res.body!.successful_analyses as number }, (_, i) => i),
    );
    expect(res.body!.results[0]).toMatchObject({ filename: 'photo-1.jpg' });
    expect(res.body!.results[1].result).toContain('얼굴을 찾지 못했어요.');
    expect(res.body!.successful_analyses + res.body!.errors.length).toBe(3);
    expect(await analysisDoc(res.body!.batch_id as string)).toMatchObject({
      userId: 'local-batch',
      kind: 'batch',
    });
  }, 120_000);
});

describe('analysis validation (spec §5)', () => {
  it('asks for both an image and a prompt', async () => {
    for (const res of [await analyze('v1', null, '설명'), await analyze('v1', photo('r_obama.jpg'), '  ')]) {
      expect(res.status).toBe(400);
      expect(res.body!.detail).toBe('이미지와 프롬프트를 모두 입력해주세요.');
    }
    const empty = await suite.api.call(
      'v1',
      'POST',
      '/gemini/batch-analyze',
      imagesForm('images', [], { prompt: 'x' }),
    );
    expect([empty.status, empty.body!.detail]).toEqual([400, '이미지와 프롬프트를 모두 입력해주세요.']);
  });

  it('refuses 11 images in a batch with the spec message', async () => {
    const small = photo('hard_tiny32.png');
    const form = imagesForm(
      'images',
      Array.from({ length: 11 }, () => small),
      { prompt: '설명' },
    );
    const res = await suite.api.call('v2', 'POST', '/gemini/batch-analyze', form);
    expect([res.status, res.body!.detail]).toEqual([400, '한 번에 최대 10개의 이미지만 분석할 수 있습니다.']);
  });

  it('checks uploads by content, size and pixel count', async () => {
    const text = await analyze('v3', textAsJpeg(), '설명');
    expect([text.status, text.body!.code]).toEqual([415, 'upload.not_image']);
    const bomb = await analyze('v3', bombPng(), '설명');
    expect([bomb.status, bomb.body!.code]).toEqual([413, 'imaging.too_many_pixels']);
    const huge = Buffer.concat([photo('r_obama.jpg'), Buffer.alloc(20 * 1024 * 1024)]);
    const big = await analyze('v3', huge, '설명');
    expect([big.status, big.body!.detail]).toEqual([413, '파일 크기는 20MB 이하여야 해요.']);
  });
});

describe('image analysis on Gemini', () => {
  beforeAll(() => {
    suite.tools = fakeGeminiTools(suite.gemini.url);
  });
  afterAll(() => {
    suite.tools = NO_KEY;
  });

  it('answers with the text model and keeps the analysis', async () => {
    await fund('gemini-one', 1);
    const res = await analyze('gemini-one', photo('r_obama.jpg'), 'Describe the mood');
    expect(res.status).toBe(200);
    expect(res.body!.model).toBe('gemini-3.5-flash');
    expect(res.body!.result).toMatch(/^Fake analysis of a \d+x\d+ image\. Asked: Describe the mood$/);
    expect((await analysisDoc(res.body!.analysis_id as string))!.userId).toBe('gemini-one');
  });

  it('maps quota and authentication failures to the spec messages', async () => {
    await Promise.all([fund('gemini-quota', 1), fund('gemini-auth', 1)]);
    const quota = await analyze('gemini-quota', photo('r_obama.jpg'), 'quota');
    expect([quota.status, quota.body!.detail]).toEqual([
      429,
      'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.',
    ]);
    suite.tools = fakeGeminiTools(suite.gemini.url, 'wrong-key');
    const auth = await analyze('gemini-auth', photo('r_obama.jpg'), 'Describe');
    expect([auth.status, auth.body!.detail]).toEqual([
      502,
      'API 인증에 실패했습니다. 관리자에게 문의하세요.',
    ]);
    suite.tools = fakeGeminiTools(suite.gemini.url);
  });
});

describe('N1: every image analysed on Gemini is paid for', () => {
  beforeAll(() => {
    suite.tools = fakeGeminiTools(suite.gemini.url);
  });
  afterAll(() => {
    suite.tools = NO_KEY;
  });

  it('N1: without credits answers 402 and sends Gemini nothing', async () => {
    const before = suite.gemini.requests.length;
    const one = await analyze('n1-broke', photo('r_obama.jpg'), 'Describe');
    expect([one.status, one.body!.code]).toEqual([402, 'instant.insufficient_credits']);
    const form = imagesForm('images', [photo('r_obama.jpg'), photo('r_obama.jpg')], { prompt: 'x' });
    await fund('n1-short', 1);
    const batch = await suite.api.call('n1-short', 'POST', '/gemini/batch-analyze', form);
    expect([batch.status, batch.body!.code]).toEqual([402, 'instant.insufficient_credits']);
    expect(suite.gemini.requests.length).toBe(before);
    expect((await toolsLedger('n1-short')).instant).toBe(1);
  });

  it('N1: a batch of 10 takes 10 credits; an image that fails gives back exactly 1, once', async () => {
    await fund('n1-batch', 10);
    const good = Array.from({ length: 9 }, () => photo('r_obama.jpg'));
    const form = imagesForm('images', good, { prompt: 'light?' });
    form.append('images', new Blob([new Uint8Array(bombPng())], { type: 'image/png' }), 'bomb.png');
    const before = suite.gemini.requests.length;
    const res = await suite.api.call('n1-batch', 'POST', '/gemini/batch-analyze', form);
    expect(res.status).toBe(200);
    expect([res.body!.successful_analyses, res.body!.errors.length]).toEqual([9, 1]);
    expect(suite.gemini.requests.length - before).toBe(9);
    expect(await toolsLedger('n1-batch')).toEqual({ instant: 1, entries: ['consume -10', 'refund 1'] });
    expect(await analysisDoc(res.body!.batch_id as string)).toMatchObject({
      status: 'completed',
      charged: 10,
      refunded: 1,
    });
  });

  it('N5: a batch counts each image against the imaging limit: the 7th batch of 10 gets 429', async () => {
    // No credits: each batch is counted, then refused with 402 before Gemini is asked anything.
    const batch = () =>
      suite.api.call(
        'n5-batches',
        'POST',
        '/gemini/batch-analyze',
        imagesForm(
          'images',
          Array.from({ length: 10 }, () => photo('r_obama.jpg')),
          { prompt: 'x' },
        ),
      );
    const before = suite.gemini.requests.length;
    for (let i = 0; i < RATE_LIMITS.imaging.max / 10; i++) expect((await batch()).status).toBe(402);
    const refused = await batch();
    expect([refused.status, refused.body!.code]).toEqual([429, 'request.rate_limited']);
    const single = await analyze('n5-batches', photo('r_obama.jpg'), 'x');
    expect(single.status).toBe(429);
    expect(suite.gemini.requests.length).toBe(before);
  });

  it('N1: a provider failure refunds the image it charged', async () => {
    await fund('n1-fail', 1);
    const res = await analyze('n1-fail', photo('r_obama.jpg'), 'quota');
    expect(res.status).toBe(429);
    expect(await toolsLedger('n1-fail')).toEqual({ instant: 1, entries: ['consume -1', 'refund 1'] });
  });
});

describe('the deployed function', () => {
  it('serves the analysis through Hosting (TOOLS_PROVIDER is local there: the engine)', async () => {
    const user = await createUser('gemini-hosting');
    const res = await viaHosting(user, 'POST', '/gemini/analyze-image', {
      form: imageForm({ image: photo('r_obama.jpg') }, { prompt: 'What is this?' }),
      language: 'ja',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ model: 'local-engine', prompt: 'What is this?' });
    expect(res.body!.result).toContain('顔を1つ見つけました。');
  }, 60_000);
});
