import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderWithProviders } from '../../../test/renderApp';
import { fetchCredits, fetchLedger, fetchPurchases, fetchRefundQuote, requestRefund } from '../api';
import { useCreditsStore } from '../store';
import { CreditsTab } from './CreditsTab';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../api', () => ({
  fetchCredits: vi.fn(),
  fetchLedger: vi.fn(),
  fetchPurchases: vi.fn(),
  fetchRefundQuote: vi.fn(),
  requestRefund: vi.fn(),
}));

const purchase = {
  id: 'pk_1',
  status: 'CONFIRMED',
  orderName: '인스턴트 10',
  amount: 3900,
  method: 'CARD',
  receiptUrl: null,
  completedAt: '2026-01-02T03:04:05.000Z',
  createdAt: '2026-01-02T03:04:05.000Z',
  refundable: true,
};

async function renderTab() {
  const result = await renderWithProviders(
    <MemoryRouter>
      <CreditsTab />
    </MemoryRouter>,
  );
  await act(async () => emitUser(testUser));
  return result;
}

beforeEach(() => {
  useCreditsStore.getState().reset();
  vi.mocked(fetchCredits).mockResolvedValue({ instant: 15, training: 0, generation: 0 });
  vi.mocked(fetchPurchases).mockResolvedValue([purchase]);
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
  it('shows the balance, the purchase list and the ledger', async () => {
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('15회 남음'));
    expect((await screen.findByTestId('purchase')).textContent).toContain('인스턴트 10');
    const line = await screen.findByTestId('ledger-line');
    expect(line.textContent).toContain('충전');
    expect(line.textContent).toContain('+10');
    expect(line.textContent).toContain('만료');
  });

  it('quotes a refund, asks for confirmation, then refunds and reloads', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: true, kind: 'full', refund: 3900, fee: 0 });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderTab();
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    await waitFor(() => expect(requestRefund).toHaveBeenCalledWith('pk_1'));
    expect(confirm.mock.calls[0]![0]).toContain('₩3,900');
    await waitFor(() => expect(fetchPurchases).toHaveBeenCalledTimes(2));
  });

  it('explains a refusal without refunding', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: false, reason: 'below_minimum' });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderTab();
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('환불 금액이 1,000원 미만이라 환불할 수 없어요.'));
    expect(requestRefund).not.toHaveBeenCalled();
  });
});
