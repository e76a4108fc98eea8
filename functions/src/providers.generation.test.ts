// STUDIO_PROVIDER selection for generation: the local engine by default and while fal lacks its key; a job
// always gets the adapter of the provider it was started with, whatever is selected now.
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from './config';
import { describeProviders, providersFor } from './providers';

const studioProblems = () =>
  describeProviders(settings()).problems.filter((p) => p.startsWith('STUDIO_PROVIDER'));

const NAMES = ['STUDIO_PROVIDER', 'FAL_KEY', 'FUNCTION_TARGET'];
afterEach(() => {
  for (const name of NAMES) delete process.env[name];
});

describe('studio generator selection', () => {
  it('defaults to the local engine with flux-lora configured for fal', () => {
    expect(providersFor(settings()).studioGenerator.name).toBe('local');
    expect(settings().fal.generationModel).toBe('fal-ai/flux-lora');
    expect(studioProblems()).toEqual([]);
  });

  it('selects fal only with FAL_KEY, and reports it missing meanwhile', () => {
    Object.assign(process.env, { STUDIO_PROVIDER: 'fal', FAL_KEY: 'unset' });
    expect(providersFor(settings()).studioGenerator.name).toBe('local');
    expect(studioProblems()).toEqual(['STUDIO_PROVIDER=fal needs FAL_KEY']);
    process.env.FAL_KEY = 'id:secret';
    expect(providersFor(settings()).studioGenerator.name).toBe('fal');
  });

  it('gives a job the adapter it was started with', () => {
    const providers = providersFor(settings());
    expect(providers.jobPort('generation', 'fal').name).toBe('fal');
    expect(providers.jobPort('generation', 'local').name).toBe('local');
  });

  it('binds FAL_KEY to the generation job and its reconcile', () => {
    Object.assign(process.env, { STUDIO_PROVIDER: 'fal', FAL_KEY: 'id:secret' });
    for (const target of ['generationJob', 'generationReconcile']) {
      process.env.FUNCTION_TARGET = target;
      expect(settings().fal.key).toBe('id:secret');
    }
    // The payments function never talks to fal (api does: deleting an account stops its open fal jobs).
    process.env.FUNCTION_TARGET = 'payments';
    expect(settings().fal.key).toBe('');
  });
});
