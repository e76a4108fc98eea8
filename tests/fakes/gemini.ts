// Fake Gemini API speaking generateContent (providers.md §3): POST /v1beta/models/{model}:generateContent, header
// x-goog-api-key, JSON contents with inline image parts (camelCase as the JS SDK sends, snake_case accepted as
// proto-JSON allows). Google's error shape {error:{code,message,status,details}} throughout:
// - a wrong key: 400 INVALID_ARGUMENT with ErrorInfo reason API_KEY_INVALID (Google does not answer 401);
// - a prompt containing "quota": 429 RESOURCE_EXHAUSTED;
// - "overloaded": 503 UNAVAILABLE;
// - "unsafe prompt": 200 with promptFeedback.blockReason SAFETY and no candidates;
// - "unsafe": 200 with finishReason IMAGE_SAFETY and no image part;
// - "text only": 200 with a text part and no image (finishReason STOP: the model declining in words);
// - "no image" / "image other": 200 with finishReason NO_IMAGE / IMAGE_OTHER and no image;
// - "region": 400 FAILED_PRECONDITION (the key's project has no billing or is in an unsupported region);
// - an unknown or retired model (RETIRED_GEMINI_MODELS: gemini-2.5-flash-image shut down 2026-10-02,
//   gemini-2.5-flash deprecated, every gemini-2.0-*): 404 NOT_FOUND, so a stale default fails the tests;
// - an undecodable image part: 400 INVALID_ARGUMENT;
// - "face=<photo>": the image answered is that fixture photo (faces.ts: whose face comes back).
// A text model (FAKE_GEMINI_TEXT_MODELS, image analysis) needs an image part and answers one text part that
// names the image's size and the question asked ("unsafe" there: finishReason SAFETY and no text). An image
// model answers a text part and a PNG inlineData part, with or without an input image (text-only generation).
import sharp from 'sharp';
import { requestedFace } from './faces';
import { sendJson, startFakeServer, type FakeServer } from './server';

export const FAKE_GEMINI_KEY = 'test-gemini-key';
/** Current image and text models (official deprecations page, read 2026-11-27). */
export const FAKE_GEMINI_MODELS = ['gemini-3.1-flash-image'];
export const FAKE_GEMINI_TEXT_MODELS = ['gemini-3.5-flash', 'gemini-3.5-flash-lite'];
/** Shut down or deprecated: answered 404 NOT_FOUND like any id Google does not serve. */
export const RETIRED_GEMINI_MODELS = [
  'gemini-2.5-flash-image',
  'gemini-2.5-flash-image-preview',
  'gemini-2.5-flash',
  'gemini-2.5-flash-lite',
  'gemini-2.0-flash',
  'gemini-2.0-flash-lite',
  'gemini-2.0-flash-preview-image-generation',
];
const retired = (model: string) => RETIRED_GEMINI_MODELS.includes(model) || model.startsWith('gemini-2.0-');

/** The fake's analysis answer: deterministic, naming what it was asked about. */
export const fakeAnalysisText = (width: number, height: number, prompt: string) =>
  `Fake analysis of a ${width}x${height} image. Asked: ${prompt}`;

const googleError = (code: number, status: string, message: string, details: unknown[] = []) => ({
  error: { code, message, status, ...(details.length ? { details } : {}) },
});

const KEY_INVALID = googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
  {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: 'API_KEY_INVALID',
    domain: 'googleapis.com',
    metadata: { service: 'generativelanguage.googleapis.com' },
  },
  {
    '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
    locale: 'en-US',
    message: 'API key not valid. Please pass a valid API key.',
  },
]);

type Part = {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
  inline_data?: { mime_type?: string; data?: string };
};

/** Output sizes per aspect ratio, as Gemini 2.5 Flash Image documents them (scaled down 16x for speed). */
const SIZES: Record<string, [number, number]> = { '1:1': [64, 64], '3:4': [54, 74], '4:3': [74, 54] };

export interface FakeGemini extends FakeServer {
  /** The decoded input images of each successful call. */
  images: Array<{ mimeType: string; data: Buffer }>;
  /** The prompt text of each successful call. */
  prompts: string[];
}

export async function startFakeGemini(options: { port?: number } = {}): Promise<FakeGemini> {
  const images: FakeGemini['images'] = [];
  const prompts: string[] = [];
  const server = await startFakeServer(async (req, res) => {
    const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(req.path);
    if (req.method !== 'POST' || !match) return;
    const key = req.headers['x-goog-api-key'] ?? req.query.get('key');
    if (key !== FAKE_GEMINI_KEY) return sendJson(res, 400, KEY_INVALID);
    const model = decodeURIComponent(match[1]!);
    const textModel = FAKE_GEMINI_TEXT_MODELS.includes(model);
    if (retired(model) || (!textModel && !FAKE_GEMINI_MODELS.includes(model)))
      return sendJson(
        res,
        404,
        googleError(
          404,
          'NOT_FOUND',
          `models/${model} is not found for API version v1beta, or is not supported for generateContent.`,
        ),
      );
    const body = req.json as { contents?: Array<{ parts?: Part[] }>; generationConfig?: unknown } | undefined;
    const parts = body?.contents?.flatMap((c) => c.parts ?? []) ?? [];
    const prompt = parts
      .map((p) => p.text ?? '')
      .filter(Boolean)
      .join(' ');
    const inline = parts
      .map(
        (p) =>
          p.inlineData ?? (p.inline_data && { mimeType: p.inline_data.mime_type, data: p.inline_data.data }),
      )
      .find(Boolean);
    if (inline && (!inline.data || !inline.mimeType?.startsWith('image/')))
      return sendJson(res, 400, googleError(400, 'INVALID_ARGUMENT', 'The image part is malformed.'));
    if (textModel && !inline)
      return sendJson(res, 400, googleError(400, 'INVALID_ARGUMENT', 'An image part is required.'));
    const data = inline ? Buffer.from(inline.data!, 'base64') : null;
    let size = { width: 0, height: 0 };
    try {
      if (data) {
        const meta = await sharp(data).metadata();
        size = { width: meta.width ?? 0, height: meta.height ?? 0 };
      }
    } catch {
      return sendJson(res, 400, googleError(400, 'INVALID_ARGUMENT', 'Unable to process input image.'));
    }
    if (/quota/i.test(prompt))
      return sendJson(
        res,
        429,
        googleError(
          429,
          'RESOURCE_EXHAUSTED',
          'You exceeded your current quota, please check your plan and billing details.',
          [
            {
              '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
              violations: [{ quotaMetric: 'requests' }],
            },
          ],
        ),
      );
    if (/region/i.test(prompt))
      return sendJson(
        res,
        400,
        googleError(400, 'FAILED_PRECONDITION', 'User location is not supported for the API use.'),
      );
    if (/overloaded/i.test(prompt))
      return sendJson(
        res,
        503,
        googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      );
    if (inline && data) images.push({ mimeType: inline.mimeType!, data });
    prompts.push(prompt);
    const meta = { modelVersion: model, responseId: `fake-${prompts.length}` };
    if (/unsafe prompt/i.test(prompt))
      return sendJson(res, 200, { promptFeedback: { blockReason: 'SAFETY' }, ...meta });
    if (/unsafe/i.test(prompt))
      return sendJson(res, 200, {
        candidates: [
          {
            content: { role: 'model', parts: [] },
            finishReason: textModel ? 'SAFETY' : 'IMAGE_SAFETY',
            index: 0,
          },
        ],
        ...meta,
      });
    if (textModel)
      return sendJson(res, 200, {
        candidates: [
          {
            content: { role: 'model', parts: [{ text: fakeAnalysisText(size.width, size.height, prompt) }] },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        ...meta,
      });
    const withheld = /no image/i.test(prompt)
      ? 'NO_IMAGE'
      : /image other/i.test(prompt)
        ? 'IMAGE_OTHER'
        : null;
    if (withheld && !textModel)
      return sendJson(res, 200, {
        candidates: [{ content: { role: 'model', parts: [] }, finishReason: withheld, index: 0 }],
        ...meta,
      });
    if (/text only/i.test(prompt))
      return sendJson(res, 200, {
        candidates: [
          {
            content: { role: 'model', parts: [{ text: 'I can describe it but not draw it.' }] },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        ...meta,
      });
    const config = body?.generationConfig as { imageConfig?: { aspectRatio?: string } } | undefined;
    const [width, height] = SIZES[config?.imageConfig?.aspectRatio ?? '1:1'] ?? SIZES['1:1']!;
    const face = requestedFace(prompt);
    const png = await sharp({ create: { width, height, channels: 3, background: '#d8c3a5' } })
      .png()
      .toBuffer();
    sendJson(res, 200, {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              { text: 'Here is the edited photo.' },
              {
                inlineData: face
                  ? { mimeType: face.type, data: face.data.toString('base64') }
                  : { mimeType: 'image/png', data: png.toString('base64') },
              },
            ],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: 1290,
        candidatesTokenCount: 1290,
        totalTokenCount: 2580,
        candidatesTokensDetails: [{ modality: 'IMAGE', tokenCount: 1290 }],
      },
      ...meta,
    });
  }, options);
  return Object.assign(server, { images, prompts });
}
