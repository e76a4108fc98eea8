import { describe, expect, it } from 'vitest';
import { INSTANT_PRESET_IDS, INSTANT_PRESETS } from '../../contracts';
import { instantPrompt } from './prompts';

describe('instant prompts', () => {
  it('ask both generative providers to keep the person, for every preset', () => {
    for (const id of INSTANT_PRESET_IDS)
      for (const provider of ['gemini', 'fal'] as const)
        expect(instantPrompt(id, provider), `${id} on ${provider}`).toMatch(
          /Keep the same person: identical face/,
        );
  });

  it('ask Gemini for an edit and describe the result to fal', () => {
    expect(instantPrompt('anime', 'gemini')).toMatch(/^Edit this photo into a Japanese anime/);
    expect(instantPrompt('anime', 'fal')).toMatch(/^a Japanese anime/);
  });

  it('stay on the server: the presets the browser loads carry no prompt', () => {
    expect(JSON.stringify(INSTANT_PRESETS)).not.toMatch(/Keep the same person|prompt/i);
  });
});
