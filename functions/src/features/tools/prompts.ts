// Prompts for identity-preserving edits from a character reference (GET /lightweight/test-prompts and the
// optimize call). English, because the image models are prompted in English whatever the UI language.
export const REFERENCE_PROMPTS = {
  base_prompt: 'professional profile photo of the same person, natural light, neutral background',
  enhanced_prompt:
    'professional profile photo of the same person as the character reference, identical facial features, ' +
    'natural skin texture, soft studio lighting, sharp focus on the eyes, neutral light grey background, ' +
    'head and shoulders, 85mm lens, photorealistic',
  negative_prompt:
    'different person, altered face shape, distorted eyes, extra fingers, plastic skin, heavy retouching, ' +
    'blurry, low resolution, watermark, text, cartoon, oversaturated',
} as const;
