// What the instant line asks a generative provider for, per preset: server-only text, never sent to the browser.
import type { InstantPresetId, InstantProviderName } from '../../contracts';

// Every prompt keeps the person: the product promise is "you, restyled", never a different face.
const KEEP = 'Keep the same person: identical face, facial features, skin tone, age and expression.';
const ID = `${KEEP} Front-facing head-and-shoulders photo, eyes open, mouth closed, even soft lighting with no shadows on the face or background, plain pure white background, neat hair that does not cover the eyes or eyebrows, no glasses glare, no accessories, photorealistic, sharp focus.`;

/** The result each preset describes. */
const LOOKS: Record<InstantPresetId, string> = {
  passport: `a Korean passport photo. ${ID}`,
  resume: `a Korean resume (이력서) photo in a dark suit or blazer. ${ID}`,
  license: `a Korean driver's license photo. ${ID}`,
  student: `a student ID card photo in a neat school uniform or plain shirt. ${ID}`,
  linkedin:
    'a professional LinkedIn headshot: business-casual outfit, friendly confident look, softly blurred modern office background, natural window light, photorealistic.',
  corporate:
    'a corporate executive portrait: tailored dark suit, plain grey studio backdrop, classic three-point studio lighting, photorealistic.',
  consultant:
    'a consultant profile photo: smart business attire, arms relaxed, bright modern workspace background, approachable expression, photorealistic.',
  figure:
    'a 1/7 scale collectible figure of this person standing on a round clear acrylic base on a computer desk, with the figure box printed with the same character beside it, realistic product photography.',
  anime:
    'a Japanese anime character illustration: clean line art, cel shading, vivid colours, simple pastel background.',
  cosplay:
    'a cosplay photo of this person in a detailed fantasy costume at a convention photo set, professional event photography.',
  portrait:
    'a digital art portrait: painterly brush strokes, rich colours, soft rim light, artistic background.',
  webtoon:
    'a Korean webtoon character: clean manhwa line art, soft cel shading, bright colours, simple background.',
  game: 'a video game character portrait: stylised 3D render, heroic lighting, game-art background.',
};

/** The instruction a generative provider gets with the photo (the local engine makes `preset.local` instead). */
export function instantPrompt(id: InstantPresetId, provider: Exclude<InstantProviderName, 'local'>): string {
  // Gemini edits from an instruction; fal's image-edit models read a description of the wanted result.
  return provider === 'gemini' ? `Edit this photo into ${LOOKS[id]} ${KEEP}` : `${LOOKS[id]} ${KEEP}`;
}
