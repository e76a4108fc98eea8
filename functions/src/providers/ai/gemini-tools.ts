// The Gemini tools (spec /gemini-analysis and /gemini-image-generation) through @google/genai generateContent:
// analysis sends the photo as an inline part with the user's question to a text+vision model and reads the
// text; generation asks an image model for a picture from a prompt, optionally with a reference image.
// Failures use the instant adapter's mapping (gemini.ts: API_KEY_INVALID → unauthorized, 429/402 → quota,
// blockReason or a refusing finishReason → safety), so both lines speak the same translated messages.
// Protocol: https://ai.google.dev/api/generate-content
import { GoogleGenAI, type GenerateContentResponse, type Part } from '@google/genai';
import { geminiFailure, geminiImages, type GeminiConfig } from './gemini';
import { ProviderError, SYNC_PROVIDER_TIMEOUT_MS, type ProviderImage } from './port';

export interface ToolImage {
  data: Buffer;
  mimeType: string;
}

/** Answers a question about one image in text. */
export interface ImageAnalyzer {
  readonly model: string;
  analyze(input: { prompt: string; image: ToolImage }): Promise<string>;
}

/** Makes images from a prompt, optionally guided by a reference image. */
export interface ImageGenerator {
  readonly model: string;
  generate(input: {
    prompt: string;
    reference?: ToolImage;
  }): Promise<{ text: string | null; images: ProviderImage[] }>;
}

const REFUSED_TEXT = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'RECITATION']);

const client = (config: GeminiConfig) =>
  new GoogleGenAI({
    apiKey: config.apiKey,
    // One attempt: the user sees the failure and decides about trying again.
    httpOptions: { baseUrl: config.baseUrl, timeout: config.timeoutMs ?? SYNC_PROVIDER_TIMEOUT_MS },
  });

const inline = (image: ToolImage): Part => ({
  inlineData: { mimeType: image.mimeType, data: image.data.toString('base64') },
});

async function call(ai: GoogleGenAI, model: string, parts: Part[], image: boolean) {
  try {
    return await ai.models.generateContent({
      model,
      contents: [{ role: 'user', parts }],
      ...(image ? { config: { responseModalities: ['IMAGE', 'TEXT'] } } : {}),
    });
  } catch (err) {
    throw geminiFailure(err);
  }
}

/** The joined text of the first candidate, or the reason there is none. */
export function geminiText(res: GenerateContentResponse): string {
  const blocked = res.promptFeedback?.blockReason;
  if (blocked) throw new ProviderError('safety', 'gemini', 200, `prompt blocked: ${blocked}`);
  const candidate = res.candidates?.[0];
  const text = (candidate?.content?.parts ?? [])
    .map((p) => p.text ?? '')
    .join('')
    .trim();
  if (text) return text;
  const reason = candidate?.finishReason ?? '';
  if (REFUSED_TEXT.has(reason)) throw new ProviderError('safety', 'gemini', 200, `finishReason ${reason}`);
  throw new ProviderError('unavailable', 'gemini', 200, 'no text in response');
}

export function geminiAnalyzer(config: GeminiConfig): ImageAnalyzer {
  const ai = client(config);
  return {
    model: config.model,
    async analyze({ prompt, image }) {
      return geminiText(await call(ai, config.model, [inline(image), { text: prompt }], false));
    },
  };
}

export function geminiGenerator(config: GeminiConfig): ImageGenerator {
  const ai = client(config);
  return {
    model: config.model,
    async generate({ prompt, reference }) {
      const parts = reference ? [inline(reference), { text: prompt }] : [{ text: prompt }];
      const res = await call(ai, config.model, parts, true);
      const images = geminiImages(res);
      const text = (res.candidates?.[0]?.content?.parts ?? [])
        .map((p) => p.text ?? '')
        .join('')
        .trim();
      return { text: text || null, images };
    },
  };
}
