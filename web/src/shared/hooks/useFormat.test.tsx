import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { useFormat } from './useFormat';

vi.mock('../../features/auth/api', () => import('../../test/fakeAuth'));

function Prices() {
  const format = useFormat();
  return (
    <p>
      <span data-testid="free">{format.price(0)}</span>
      <span data-testid="paid">{format.price(3900)}</span>
    </p>
  );
}

describe('useFormat', () => {
  it.each([
    ['ko', '무료'],
    ['en', 'Free'],
    ['ja', '無料'],
  ] as const)('shows zero as the %s word for free', async (language, free) => {
    await renderWithProviders(<Prices />, { language });
    expect(screen.getByTestId('free').textContent).toBe(free);
    expect(screen.getByTestId('paid').textContent).toBe('₩3,900');
  });
});
