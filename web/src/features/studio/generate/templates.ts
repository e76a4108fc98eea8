import { GENERATION_LIMITS, GENERATION_STYLES, PROMPT_TEMPLATE_IDS } from '@contracts';

/** Spec §2: the three built-in prompt templates, then the six generation templates (styles). */
export const TEMPLATE_IDS = [...PROMPT_TEMPLATE_IDS, ...GENERATION_STYLES] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export const isTemplateId = (value: unknown): value is TemplateId =>
  (TEMPLATE_IDS as readonly unknown[]).includes(value);

/**
 * What each template starts the prompt with. Model input, not page copy: the image models follow English best,
 * so these stay English in every language (the page says so), and the trigger word is put in front on start.
 */
export const TEMPLATE_PROMPTS: Record<TemplateId, string> = {
  professional_headshot:
    'professional headshot, business attire, soft studio lighting, neutral grey background, confident natural smile, sharp focus',
  conference_speaker:
    'speaking on a conference stage, holding a microphone, warm stage lighting, audience softly blurred in the background',
  office_reading:
    'reading a book in a bright modern office, sitting by a window, natural daylight, relaxed and thoughtful expression',
  professional:
    'professional portrait, tailored suit, clean studio background, even lighting, friendly confident expression',
  casual:
    'casual portrait, knit sweater, outdoor cafe, warm afternoon light, relaxed genuine smile, shallow depth of field',
  linkedin:
    'LinkedIn profile photo, smart business casual, modern office background softly blurred, approachable smile, head and shoulders',
  passport:
    'passport photo, facing the camera, neutral expression, plain white background, even lighting, shoulders visible, no shadows',
  artistic: 'artistic portrait, dramatic side lighting, rich colours, painterly mood, fine art photography',
  outdoor: 'outdoor portrait in a green park, golden hour sunlight, natural colours, soft bokeh background',
};

const L = GENERATION_LIMITS;
export type Size = (typeof L.sizes)[number];
export type Format = (typeof L.formats)[number];

/** The advanced settings (spec §5 ranges and defaults). */
export type Advanced = {
  guidance: number;
  steps: number;
  loraScale: number;
  width: Size;
  height: Size;
  format: Format;
  scheduler: string;
  /** As typed: empty for a random seed. */
  seed: string;
};

export const DEFAULT_ADVANCED: Advanced = {
  guidance: L.guidance.default,
  steps: L.steps.default,
  loraScale: L.loraScale.default,
  width: L.defaultSize,
  height: L.defaultSize,
  format: L.defaultFormat,
  scheduler: L.defaultScheduler,
  seed: '',
};

/** Schedulers the FLUX LoRA endpoint knows; the spec's default first. */
export const SCHEDULERS = [L.defaultScheduler, 'DPM++ 2M Karras', 'Euler', 'Euler a', 'DDIM'] as const;

/** The prompt as sent: the trigger word first (spec §3), once. */
export function withTriggerWord(trigger: string, prompt: string): string {
  const text = prompt.trim();
  if (!trigger || text === trigger || text.startsWith(`${trigger} `) || text.startsWith(`${trigger},`))
    return text;
  return `${trigger} ${text}`;
}
