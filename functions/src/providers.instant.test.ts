// INSTANT_PROVIDER selection: the offline editor by default and while a chosen provider lacks its key.
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from './config';
import { describeProviders, providersFor } from './providers';

/** What the report says about the instant line (payments report their own mode here too). */
const instantProblems = (s: ReturnType<typeof settings>) =>
  describeProviders(s).problems.filter((p) => p.startsWith('INSTANT_PROVIDER'));

const NAMES = ['INSTANT_PROVIDER', 'GEMINI_API_KEY', 'FAL_KEY', 'GEMINI_IMAGE_MODEL', 'FUNCTION_TARGET'];
afterEach(() => {
  for (const name of NAMES) delete process.env[name];
});

describe('instant provider selection', () => {
  it('defaults to the local engine, with the vendors’ endpoints configured', () => {
    const s = settings();
    expect(providersFor(s).instantEditor.name).toBe('local');
    expect([s.gemini.baseUrl, s.gemini.model, s.fal.queueBaseUrl, s.fal.restBaseUrl, s.fal.model]).toEqual([
      'https://generativelanguage.googleapis.com',
      'gemini-3.1-flash-image',
      'https://queue.fal.run',
      'https://rest.fal.ai',
      'fal-ai/flux-pro/kontext',
    ]);
    expect(instantProblems(s)).toEqual([]);
  });

  it('reports a chosen provider without its key and stays local until the key is set', () => {
    process.env.INSTANT_PROVIDER = 'gemini';
    process.env.GEMINI_API_KEY = 'unset';
    expect(providersFor(settings()).instantEditor.name).toBe('local');
    expect(instantProblems(settings())).toEqual(['INSTANT_PROVIDER=gemini needs GEMINI_API_KEY']);
    process.env.GEMINI_API_KEY = 'k';
    expect(providersFor(settings()).instantEditor.name).toBe('gemini');

    process.env.INSTANT_PROVIDER = 'fal';
    expect(instantProblems(settings())).toEqual(['INSTANT_PROVIDER=fal needs FAL_KEY']);
    process.env.FAL_KEY = 'id:secret';
    expect(providersFor(settings()).instantEditor.name).toBe('fal');
  });

  it('M6 — a function that does not bind the AI keys leaves judging them to the one that does', () => {
    Object.assign(process.env, { INSTANT_PROVIDER: 'gemini', GEMINI_API_KEY: 'k', FUNCTION_TARGET: 'api' });
    expect(settings().gemini.key).toBe('');
    expect(instantProblems(settings())).toEqual([]);
    process.env.FUNCTION_TARGET = 'imaging';
    expect(providersFor(settings()).instantEditor.name).toBe('gemini');
    process.env.GEMINI_API_KEY = 'unset';
    expect(instantProblems(settings())).toEqual(['INSTANT_PROVIDER=gemini needs GEMINI_API_KEY']);
  });

  it('reports the configured model ids (admin health), defaults the current ones', () => {
    expect(describeProviders(settings()).models).toEqual({
      geminiImage: 'gemini-3.1-flash-image',
      geminiText: 'gemini-3.5-flash',
      falInstant: 'fal-ai/flux-pro/kontext',
      falTraining: 'fal-ai/flux-lora-fast-training',
      falGeneration: 'fal-ai/flux-lora',
    });
    process.env.GEMINI_IMAGE_MODEL = 'gemini-9-image';
    expect(describeProviders(settings()).models.geminiImage).toBe('gemini-9-image');
  });

  it('ignores unknown provider names', () => {
    process.env.INSTANT_PROVIDER = 'midjourney';
    expect(settings().providers.instant).toBe('local');
  });
});
