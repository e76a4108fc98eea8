import { LOCAL_LOOKS } from '@contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, NAMESPACES } from '../../../app/i18n';
import { EngineLabel } from './EngineLabel';

async function label(language: 'ko' | 'en' | 'ja', props: Parameters<typeof EngineLabel>[0]) {
  const i18n = await createI18n(language, NAMESPACES);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EngineLabel {...props} />
    </I18nextProvider>,
  );
  const badge = screen.getByTestId('instant-engine').querySelector('.badge')!.textContent!;
  view.unmount();
  return badge;
}

describe('EngineLabel', () => {
  it('never calls a local look AI, in any language, and names the look', async () => {
    for (const language of ['ko', 'en', 'ja'] as const) {
      for (const look of [...LOCAL_LOOKS, null]) {
        const text = await label(language, { provider: 'local', model: 'local-engine', local_look: look });
        expect(text).not.toMatch(/\bAI\b|인공지능|人工知能/);
        expect(text).toMatch(/로컬 엔진|Local engine|ローカルエンジン/);
      }
    }
    expect(await label('ko', { provider: 'local', model: 'local-engine', local_look: 'studio' })).toMatch(
      /^로컬 엔진 · \S/,
    );
  });

  it('names the model of a generative provider as AI', async () => {
    expect(await label('ko', { provider: 'gemini', model: 'gemini-2.5-flash-image', local_look: null })).toBe(
      'AI · gemini-2.5-flash-image',
    );
    expect(await label('en', { provider: 'fal', model: null, local_look: null })).toBe('AI · fal.ai');
  });
});
