// POST /generation/start: `num_images` generation credits are taken in the same credits transaction that
// creates generations/{id} as `pending` (ledger ref = the generation id), so there is never a job without its
// debit nor a debit without its job. The job runs in the generations trigger (the functions table).
// Security: the training must be the caller's (another user's answers 404 like an unknown one) and ready.
import { FieldValue } from 'firebase-admin/firestore';
import type { GenerationDoc, GenerationRequest } from '../../../contracts';
import { AppError } from '../../../shared/errors';
import { creditsTransaction, debitForJob, InsufficientCredits } from '../../credits';
import { GENERATION_UNIT, trainingReady } from './generation.line';
import { getTraining, newGenerationRef } from './generation.repo';

type NewGeneration = Omit<GenerationDoc, 'createdAt' | 'updatedAt'> & {
  createdAt: FieldValue;
  updatedAt: FieldValue;
};

/** The prompt as the model gets it: the training's trigger word first. */
export function promptWithTrigger(prompt: string, triggerWord: string): string {
  const text = prompt.trim();
  if (!triggerWord || text.toLowerCase().startsWith(triggerWord.toLowerCase())) return text;
  return `${triggerWord} ${text}`;
}

export async function startGeneration(
  uid: string,
  input: GenerationRequest,
): Promise<{ generation_id: string; status: 'pending' }> {
  const training = await getTraining(input.training_id);
  if (!training || training.userId !== uid) throw new AppError(404, 'generation.training_not_found');
  if (!trainingReady(training)) throw new AppError(409, 'generation.training_not_ready');

  const ref = newGenerationRef();
  const prompt = promptWithTrigger(input.prompt, training.triggerWord);
  const doc: NewGeneration = {
    userId: uid,
    type: 'lora_generation',
    status: 'pending',
    prompt,
    displayPrompt: input.prompt,
    request: {
      prompt,
      negative_prompt: input.negative_prompt,
      num_images: input.num_images,
      guidance_scale: input.guidance_scale,
      num_inference_steps: input.num_inference_steps,
      width: input.width,
      height: input.height,
      scheduler: input.scheduler,
      lora_scale: input.lora_scale,
      output_format: input.output_format,
      seed: input.seed ?? null,
      style: input.style ?? null,
    },
    images: [],
    identity: [],
    width: input.width,
    height: input.height,
    trainingId: training.id,
    loraName: training.loraName,
    triggerWord: training.triggerWord,
    loraUrl: training.loraUrl,
    provider: training.provider,
    model: null,
    providerJobId: null,
    processingTime: null,
    error: null,
    errorParams: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    completedAt: null,
    leaseUntil: null,
  };
  try {
    await creditsTransaction(uid, async (tx) => {
      const debit = await debitForJob(tx, uid, {
        unit: GENERATION_UNIT,
        amount: input.num_images,
        jobId: ref.id,
      });
      // The images its credits paid for from a 4K package (Value 30) are made at 4K too.
      tx.create(ref, { ...doc, fourK: debit.fourK, fourKResult: null });
      debit.commit();
    });
  } catch (err) {
    if (err instanceof InsufficientCredits) throw new AppError(402, 'generation.insufficient_credits');
    throw err;
  }
  return { generation_id: ref.id, status: 'pending' };
}
