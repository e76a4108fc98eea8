// Gemini image editing ("Nano Banana") through @google/genai: generateContent with the photo as an inline image
// part and the preset's instruction, answered with the edited image as a base64 inlineData part.
// Protocol: https://ai.google.dev/api/generate-content and https://ai.google.dev/gemini-api/docs/troubleshooting
// - an invalid key is 400 INVALID_ARGUMENT with ErrorInfo reason API_KEY_INVALID (not 401);
// - 429 RESOURCE_EXHAUSTED is a quota or rate limit (402 RESOURCE_EXHAUSTED: prepaid credits used up);
// - a safety block is HTTP 200 with promptFeedback.blockReason, or a candidate finishReason such as
//   IMAGE_SAFETY, and no image part; image models also decline with NO_IMAGE or IMAGE_OTHER, or with STOP and a
//   text explaining why, and no image: all content refusals, not an outage;
// - 400 FAILED_PRECONDITION (billing not enabled, region not supported) and 404 NOT_FOUND (a retired model id)
//   are our configuration, not the user's input: `unavailable`, with the "service not set up" message.
// The model id is configuration (models are renamed and retired often); the base URL too, so tests use a fake.
import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import type { InstantEditInput, InstantEditor } from './instant';
import { ProviderError, type ProviderFailure, type ProviderImage } from './port';

export interface GeminiConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
}

/** Finish reasons that mean the model refused or withheld the image on policy grounds. */
const REFUSED = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'RECITATION',
  'IMAGE_RECITATION',
  'NO_IMAGE',
  'IMAGE_OTHER',
]);

/** The message of a failure that is our set-up's (billing, region, a retired model), not the user's. */
const CONFIGURATION = { key: 'provider.configuration' };

interface GoogleErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: Array<{ reason?: string }>;
  };
}

const fail = (kind: ProviderFailure, status: number, message = '', reason?: { key: string }) =>
  new ProviderError(kind, 'gemini', status, message, reason);

/** The SDK throws ApiError with the HTTP status and the JSON error body as its message. */
export function geminiFailure(err: unknown): ProviderError {
  if (!(err instanceof ApiError)) return fail('unavailable', 0, err instanceof Error ? err.message : '');
  let body: GoogleErrorBody = {};
  try {
    body = JSON.parse(err.message) as GoogleErrorBody;
  } catch {
    body = {};
  }
  const status = err.status;
  const message = body.error?.message ?? '';
  const reasons = (body.error?.details ?? []).map((d) => d.reason);
  if (reasons.includes('API_KEY_INVALID') || status === 401 || status === 403)
    return fail('unauthorized', status, message);
  if (status === 429 || status === 402 || body.error?.status === 'RESOURCE_EXHAUSTED')
    return fail('quota', status, message);
  if (body.error?.status === 'FAILED_PRECONDITION' || status === 404)
    return fail('unavailable', status, message, CONFIGURATION);
  if (status === 400) return fail('invalid', status, message);
  return fail('unavailable', status, message);
}

/** The image parts of a response, or the reason there is none. */
export function geminiImages(res: GenerateContentResponse): ProviderImage[] {
  const blocked = res.promptFeedback?.blockReason;
  if (blocked) throw fail('safety', 200, `prompt blocked: ${blocked}`);
  const candidate = res.candidates?.[0];
  const images = (candidate?.content?.parts ?? [])
    .map((part) => part.inlineData)
    .filter((d): d is { data: string; mimeType: string } => !!d?.data && !!d.mimeType?.startsWith('image/'))
    .map((d) => ({ data: Buffer.from(d.data, 'base64'), mimeType: d.mimeType }));
  if (images.length) return images;
  const reason = candidate?.finishReason ?? '';
  if (REFUSED.has(reason)) throw fail('safety', 200, `finishReason ${reason}`);
  // A finished answer that says something instead of drawing: the model declined (its text says why).
  const said = (candidate?.content?.parts ?? [])
    .map((part) => part.text ?? '')
    .join(' ')
    .trim();
  if (reason === 'STOP' && said) throw fail('safety', 200, `declined: ${said.slice(0, 200)}`);
  throw fail('unavailable', 200, `no image in response${reason ? ` (finishReason ${reason})` : ''}`);
}

export function geminiInstantEditor(config: GeminiConfig): InstantEditor {
  const ai = new GoogleGenAI({
    apiKey: config.apiKey,
    // No retryOptions: the SDK then makes one attempt, and the job (not this call) decides about retrying.
    httpOptions: { baseUrl: config.baseUrl, timeout: config.timeoutMs ?? 90_000 },
  });
  return {
    name: 'gemini',
    async start(input: InstantEditInput) {
      let res: GenerateContentResponse;
      try {
        res = await ai.models.generateContent({
          model: config.model,
          contents: [
            {
              role: 'user',
              parts: [
                { inlineData: { mimeType: input.mimeType, data: input.image.toString('base64') } },
                { text: input.prompt },
              ],
            },
          ],
          config: {
            responseModalities: ['IMAGE', 'TEXT'],
            ...(input.aspectRatio ? { imageConfig: { aspectRatio: input.aspectRatio } } : {}),
          },
        });
      } catch (err) {
        throw geminiFailure(err);
      }
      return { state: 'completed', images: geminiImages(res), model: config.model };
    },
    check() {
      return Promise.reject(new Error('Gemini edits are synchronous: there is no job to check'));
    },
    async cancel() {
      // Nothing to cancel: the edit finished within start().
    },
  };
}
