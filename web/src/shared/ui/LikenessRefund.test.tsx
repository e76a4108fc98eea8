import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { LikenessRefund } from './LikenessRefund';

async function show(credits: number | null, language: 'ko' | 'en' = 'ko') {
  const onRetry = vi.fn();
  const i18n = await createI18n(language);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <LikenessRefund credits={credits} onRetry={onRetry} />
    </I18nextProvider>,
  );
  return { container, onRetry };
}

describe('LikenessRefund', () => {
  it('says the credits came back and offers the free retry', async () => {
    const { onRetry } = await show(1);
    expect(screen.getByTestId('likeness-refund').textContent).toContain(
      '닮지 않은 결과라 크레딧 1개를 돌려드렸어요.',
    );
    fireEvent.click(screen.getByTestId('likeness-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('likeness-retry').textContent).toBe('무료로 다시 만들기');
  });

  it('counts in English, and shows nothing without a refund', async () => {
    const { container } = await show(2, 'en');
    expect(container.textContent).toContain('2 credits came back');
    expect((await show(null)).container.textContent).toBe('');
    expect((await show(0)).container.textContent).toBe('');
  });
});
