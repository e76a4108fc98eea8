// The fal studio generator (flux-lora with the training's LoRA) against the fake fal: the model input it
// submits, polling to the end with the images downloaded and flagged ones left out, the webhook's body read the
// same way, cancel, and fal's failures mapped to their translated keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationStartRequestSchema } from '../../contracts';
import { FAKE_FAL_KEY, startFakeFal, type FakeFal } from '../../../../tests/fakes/fal';
import { falStudioGenerator, fluxLoraInput } from './fal-generation';
import { ProviderError } from './port';
import type { GenerationCheck, GenerationInput } from './studio';

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal({ queueMs: 10, runMs: 20 });
  fake.uploads.set('lora.safetensors', { type: 'application/octet-stream', data: fake.loraBytes });
});
/** A LoRA file fal can download (fal's CDN is the fake). */
const loraUrl = () => `${fake.url}/files/lora.safetensors`;
afterAll(() => fake.close());

const generator = () =>
  falStudioGenerator({
    key: FAKE_FAL_KEY,
    queueBaseUrl: fake.url,
    restBaseUrl: fake.url,
    generationModel: 'fal-ai/flux-lora',
  });

const input = (over: Record<string, unknown> = {}): GenerationInput => {
  const request = generationStartRequestSchema.parse({ training_id: 't1', prompt: 'x', ...over });
  return {
    request,
    prompt: `ohwx ${request.prompt}`,
    style: null,
    loraUrl: loraUrl(),
  };
};

async function finish(jobId: string): Promise<GenerationCheck> {
  for (;;) {
    const check = await generator().check(jobId);
    if (check.state === 'completed') return check;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the fal studio generator', () => {
  it('submits flux-lora with the LoRA, size, steps, guidance, seed, and webp asked as png', () => {
    expect(
      fluxLoraInput(input({ num_images: 2, width: 512, height: 768, seed: 9, output_format: 'webp' })),
    ).toEqual({
      prompt: 'ohwx x',
      loras: [{ path: loraUrl(), scale: 0.8 }],
      image_size: { width: 512, height: 768 },
      num_inference_steps: 28,
      guidance_scale: 3.5,
      num_images: 2,
      seed: 9,
      output_format: 'png',
      enable_safety_checker: true,
    });
    expect(fluxLoraInput(input({ output_format: 'jpeg' })).output_format).toBe('jpeg');
    expect(() => fluxLoraInput({ ...input(), loraUrl: null })).toThrow(ProviderError);
  });

  it('is polled to the end: every safe image downloaded, the seed kept', async () => {
    const started = await generator().start(input({ num_images: 3, prompt: 'unsafe one', seed: 5 }));
    expect(started.state).toBe('queued');
    const done = await finish((started as { jobId: string }).jobId);
    expect(done).toMatchObject({ state: 'completed', model: 'fal-ai/flux-lora', seed: 5 });
    const images = (done as { images: Array<{ data: Buffer; mimeType: string }> }).images;
    expect(images.map((i) => i.mimeType)).toEqual(['image/png', 'image/png']);
    expect(images[0]!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('reads a webhook body like a poll, and a failed or all-flagged job as a translated failure', async () => {
    const ok = await generator()
      .fromWebhook({
        request_id: 'r1',
        status: 'OK',
        payload: { images: [], has_nsfw_concepts: [] },
      })
      .catch((e: unknown) => e);
    expect((ok as ProviderError).key).toBe('provider.unavailable');
    const error = await generator()
      .fromWebhook({ request_id: 'r2', status: 'ERROR', payload: { detail: [{ msg: 'bad' }] } })
      .catch((e: unknown) => e);
    expect((error as ProviderError).key).toBe('provider.invalid');
    const started = await generator().start(input({ prompt: 'unsafe' }));
    const flagged = await finish((started as { jobId: string }).jobId).catch((e: unknown) => e);
    expect((flagged as ProviderError).key).toBe('provider.safety');
  });

  it('fails (invalid) when fal cannot download the LoRA: a file past fal’s retention', async () => {
    fake.uploads.set('lora-old.safetensors', {
      type: 'application/octet-stream',
      data: fake.loraBytes,
      expiresAt: Date.now() + fake.loraRetentionMs,
    });
    const old = `${fake.url}/files/lora-old.safetensors`;
    fake.advance(fake.loraRetentionMs + 1);
    expect((await fetch(old)).status).toBe(404);
    const started = await generator().start({ ...input(), loraUrl: old });
    const failed = await finish((started as { jobId: string }).jobId).catch((e: unknown) => e);
    expect(failed).toMatchObject({ kind: 'invalid', key: 'provider.invalid' });
    expect((failed as ProviderError).providerMessage).toContain('Failed to download the LoRA weights');
  });

  it('cancels a queued job (fal removes it), only signals a running one, and ignores one already finished', async () => {
    fake.holdQueue = true;
    const queued = (await generator().start(input())) as { jobId: string };
    fake.holdQueue = false;
    await generator().cancel(queued.jobId);
    expect(fake.jobs.get(queued.jobId)).toMatchObject({ done: true, cancelledInQueue: true });
    await expect(generator().cancel(queued.jobId)).resolves.toBeUndefined();

    fake.hangJobs = true;
    const running = (await generator().start(input())) as { jobId: string };
    fake.hangJobs = false;
    await generator().cancel(running.jobId);
    // As at fal, a running job only gets the signal: it runs on (and is billed).
    expect(fake.jobs.get(running.jobId)).toMatchObject({ done: false, cancelRequested: true });
  });

  it('maps an exhausted balance and a refused key to their keys', async () => {
    const balance = await generator()
      .start(input({ prompt: 'balance' }))
      .catch((e: unknown) => e);
    expect((balance as ProviderError).key).toBe('provider.quota');
    const refused = await falStudioGenerator({
      key: 'wrong:key',
      queueBaseUrl: fake.url,
      restBaseUrl: fake.url,
      generationModel: 'fal-ai/flux-lora',
    })
      .start(input())
      .catch((e: unknown) => e);
    expect((refused as ProviderError).key).toBe('provider.unauthorized');
  });
});
