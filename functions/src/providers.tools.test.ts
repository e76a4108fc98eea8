// TOOLS_PROVIDER selection: the analysis and generation pages run on the local engine (analysis only) by
// default and while Gemini is chosen without its key; the admin report says who serves them.
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from './config';
import { describeProviders, providersFor } from './providers';

const NAMES = [
  'TOOLS_PROVIDER',
  'GEMINI_API_KEY',
  'GEMINI_TEXT_MODEL',
  'GEMINI_IMAGE_MODEL',
  'FUNCTION_TARGET',
];
afterEach(() => {
  for (const name of NAMES) delete process.env[name];
});

const toolProblems = (s: ReturnType<typeof settings>) =>
  describeProviders(s).problems.filter((p) => p.startsWith('TOOLS_PROVIDER'));

describe('Gemini tools selection', () => {
  it('defaults to local analysis and no generation, even with a Gemini key', () => {
    process.env.GEMINI_API_KEY = 'k';
    const s = settings();
    expect(providersFor(s).geminiTools).toEqual({ analyzer: null, generator: null });
    expect(describeProviders(s).tools).toEqual({ analysis: 'local', imageGeneration: 'unavailable' });
    expect(toolProblems(s)).toEqual([]);
  });

  it('reports Gemini chosen without its key, then serves both tools with the configured models', () => {
    process.env.TOOLS_PROVIDER = 'gemini';
    process.env.GEMINI_API_KEY = 'unset';
    expect(providersFor(settings()).geminiTools.generator).toBeNull();
    expect(toolProblems(settings())).toHaveLength(1);
    process.env.GEMINI_API_KEY = 'k';
    process.env.GEMINI_TEXT_MODEL = 'gemini-9-flash';
    const { analyzer, generator } = providersFor(settings()).geminiTools;
    expect([analyzer?.model, generator?.model]).toEqual(['gemini-9-flash', 'gemini-3.1-flash-image']);
    expect(describeProviders(settings()).tools).toEqual({ analysis: 'gemini', imageGeneration: 'gemini' });
    expect(toolProblems(settings())).toEqual([]);
  });
});
