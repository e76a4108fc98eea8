import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderWithProviders } from '../../../test/renderApp';
import { fetchCredits, fetchLedger } from '../api';
import { useCreditsStore } from '../store';
import { CreditsTab } from './CreditsTab';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../api', () => ({ fetchCredits: vi.fn(), fetchLedger: vi.fn() }));

async function renderTab() {
  const result = await renderWithProviders(
    <MemoryRouter>
      <CreditsTab purchases={<p data-testid="purchases-slot">구매 내역</p>} />
    </MemoryRouter>,
  );
  await act(async () => emitUser(testUser));
  return result;
}

beforeEach(() => {
  useCreditsStore.getState().reset();
  vi.mocked(fetchCredits).mockResolvedValue({ instant: 15, training: 0, generation: 0 });
  vi.mocked(fetchLedger).mockResolvedValue([
    {
      id: 'grant_instant_pk_1',
      kind: 'grant',
      unit: 'instant',
      amount: 10,
      balanceAfter: 15,
      ref: 'pk_1',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      expiresAt: new Date('2027-01-02T03:04:05Z'),
    },
  ]);
});

afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('CreditsTab', () => {
  it('shows the balance, the purchase list it is given and the ledger', async () => {
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('15회 남음'));
    expect(screen.getByTestId('purchases-slot').textContent).toBe('구매 내역');
    const line = await screen.findByTestId('ledger-line');
    expect(line.textContent).toContain('충전');
    expect(line.textContent).toContain('+10');
    expect(line.textContent).toContain('만료');
  });

  it('offers a retry when the ledger cannot be read', async () => {
    vi.mocked(fetchLedger).mockRejectedValueOnce(new Error('offline'));
    await renderTab();
    const ledger = screen.getByTestId('ledger');
    await waitFor(() =>
      expect(within(ledger).getByRole('alert').textContent).toContain('내역을 불러오지 못했어요.'),
    );
    fireEvent.click(within(ledger).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('ledger-line')).toBeTruthy();
    expect(fetchLedger).toHaveBeenCalledTimes(2);
  });
});
