import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { useLanguage } from './useLanguage';

vi.mock('../../features/auth/api', () => import('../../test/fakeAuth'));

function Probe() {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <div>
      <span data-testid="language">{language}</span>
      <span data-testid="pricing">{t('nav.pricing')}</span>
      <button onClick={() => setLanguage('ja')}>ja</button>
    </div>
  );
}

describe('useLanguage', () => {
  it('throws a clear error outside <LanguageProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useLanguage must be used inside <LanguageProvider>');
  });

  it('switches language, saves it under bitna-language and sets <html lang>', async () => {
    await renderWithProviders(<Probe />, { language: 'ko' });
    expect(screen.getByTestId('pricing').textContent).toBe('요금제');
    expect(document.documentElement.lang).toBe('ko');

    await act(async () => screen.getByRole('button', { name: 'ja' }).click());

    expect(await screen.findByText('料金プラン')).toBeTruthy();
    expect(screen.getByTestId('language').textContent).toBe('ja');
    expect(localStorage.getItem('bitna-language')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});
