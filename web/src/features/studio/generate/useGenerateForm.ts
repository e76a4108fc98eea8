import { GENERATION_LIMITS, type GenerationStartRequest, type GenerationView } from '@contracts';
import { useState } from 'react';
import {
  DEFAULT_ADVANCED,
  TEMPLATE_PROMPTS,
  withTriggerWord,
  type Advanced,
  type TemplateId,
} from './templates';

const L = GENERATION_LIMITS;
export const SEED_MAX = 2 ** 31 - 1;

/** Why the form cannot be sent: a key under `validation.` in locales/*\/generate.json. */
export type FormProblem = 'noTemplate' | 'noPrompt' | 'promptTooLong' | 'badSeed';

// Sliders can hand back 0.30000000000000004; the server checks multiples of the step.
const onStep = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

type Settings = GenerationView['request'];
const oneOf = <T>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** A past generation's settings as the form's advanced settings ("regenerate"), each checked against its range. */
export function advancedFrom(s: Settings): Advanced {
  return {
    guidance: clamp(onStep(s.guidance_scale, L.guidance.step), L.guidance.min, L.guidance.max),
    steps: clamp(Math.round(s.num_inference_steps), L.steps.min, L.steps.max),
    loraScale: clamp(onStep(s.lora_scale, L.loraScale.step), L.loraScale.min, L.loraScale.max),
    width: oneOf(L.sizes, s.width, DEFAULT_ADVANCED.width),
    height: oneOf(L.sizes, s.height, DEFAULT_ADVANCED.height),
    format: oneOf(L.formats, s.output_format, DEFAULT_ADVANCED.format),
    scheduler: s.scheduler || DEFAULT_ADVANCED.scheduler,
    seed: s.seed === null ? '' : String(s.seed),
  };
}

type Initial = {
  prompt?: string;
  template?: TemplateId | null;
  /** The settings of the generation being made again ("regenerate" in the history). */
  settings?: Settings | null;
};

/** The /generate form (spec §5): template, prompt, negative prompt, number of images, advanced settings. */
export function useGenerateForm(initial: Initial = {}) {
  const settings = initial.settings ?? null;
  const [template, setTemplate] = useState<TemplateId | null>(initial.template ?? null);
  // A link with a template and no prompt starts from the template's prompt.
  const [prompt, setPrompt] = useState(
    initial.prompt || (initial.template ? TEMPLATE_PROMPTS[initial.template] : ''),
  );
  const [negative, setNegative] = useState(settings?.negative_prompt ?? '');
  const [numImages, setNumImages] = useState<number>(
    settings ? clamp(settings.num_images, L.numImages.min, L.numImages.max) : L.numImages.default,
  );
  const [advanced, setAdvanced] = useState<Advanced>(() =>
    settings ? advancedFrom(settings) : DEFAULT_ADVANCED,
  );

  /** Choosing a template writes its prompt into the field, where it can be edited. */
  const chooseTemplate = (id: TemplateId) => {
    setTemplate(id);
    setPrompt(TEMPLATE_PROMPTS[id]);
  };
  const changeAdvanced = (patch: Partial<Advanced>) => setAdvanced((a) => ({ ...a, ...patch }));

  const problem = (): FormProblem | null => {
    if (!template) return 'noTemplate';
    if (!prompt.trim()) return 'noPrompt';
    if (prompt.trim().length > L.promptMax) return 'promptTooLong';
    const seed = advanced.seed.trim();
    if (seed && !(/^\d+$/.test(seed) && Number(seed) <= SEED_MAX)) return 'badSeed';
    return null;
  };

  /** The start payload (spec §3): the trigger word first, numbers on their steps and in their ranges. */
  const request = (trainingId: string, triggerWord: string): GenerationStartRequest => {
    const seed = advanced.seed.trim();
    return {
      training_id: trainingId,
      prompt: withTriggerWord(triggerWord, prompt),
      negative_prompt: negative.trim(),
      num_images: clamp(Math.round(numImages), L.numImages.min, L.numImages.max),
      guidance_scale: clamp(onStep(advanced.guidance, L.guidance.step), L.guidance.min, L.guidance.max),
      num_inference_steps: clamp(Math.round(advanced.steps), L.steps.min, L.steps.max),
      width: advanced.width,
      height: advanced.height,
      scheduler: advanced.scheduler,
      lora_scale: Number(
        clamp(onStep(advanced.loraScale, L.loraScale.step), L.loraScale.min, L.loraScale.max).toFixed(1),
      ),
      output_format: advanced.format,
      ...(seed ? { seed: Number(seed) } : {}),
      ...(template ? { style: template } : {}),
    };
  };

  return {
    template,
    chooseTemplate,
    prompt,
    setPrompt,
    negative,
    setNegative,
    numImages,
    setNumImages,
    advanced,
    changeAdvanced,
    resetAdvanced: () => setAdvanced(DEFAULT_ADVANCED),
    problem,
    request,
  };
}
export type GenerateForm = ReturnType<typeof useGenerateForm>;
