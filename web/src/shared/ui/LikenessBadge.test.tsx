import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import type { Likeness } from '@contracts';
import { createI18n } from '../../app/i18n';
import { LikenessBadge } from './LikenessBadge';

async function badge(likeness: Likeness | undefined, language: 'ko' | 'en' | 'ja' = 'ko') {
  const i18n = await createI18n(language);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <LikenessBadge likeness={likeness} />
    </I18nextProvider>,
  );
  return { el: container.querySelector<HTMLElement>('[data-testid="likeness"]') };
}

const scored = (score: number, level: Likeness['level'], own_photo = false): Likeness => ({
  score,
  same_person: level !== 'low',
  level,
  own_photo,
});

describe('LikenessBadge', () => {
  it('says the level in words and keeps the score for the tooltip, in each language', async () => {
    const low = (await badge(scored(0.213, 'low'))).el!;
    expect(low.textContent).toBe('닮음 낮음');
    expect(low.title).toBe('얼굴 유사도 0.21');
    expect(low.dataset.level).toBe('low');
    expect((await badge(scored(0.52, 'medium'), 'en')).el!.textContent).toBe('Likeness medium');
    expect((await badge(scored(0.8, 'high'), 'ja')).el!.textContent).toBe('似ている度 高');
  });

  it('calls the own photo composed onto a backdrop what it is, not a likeness', async () => {
    const own = (await badge(scored(0.99, 'high', true))).el!;
    expect(own.textContent).toBe('내 사진 그대로');
    expect(own.textContent).not.toMatch(/%|닮음/);
    expect(own.title).toContain('0.99');
  });

  it('shows nothing unscored, or for a score of the previous model (no level)', async () => {
    expect((await badge(undefined)).el).toBeNull();
    expect((await badge({ score: null, same_person: false, level: null })).el).toBeNull();
    expect((await badge({ score: 0.93, same_person: true })).el).toBeNull();
  });
});
