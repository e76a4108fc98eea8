import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, signOut, testUser } from '../../../test/fakeAuth';
import { ApiError } from '../../../shared/lib/apiClient';
import { renderWithProviders } from '../../../test/renderApp';
import { fetchPricingConfig, fetchPurchases, fetchRefundQuote, requestRefund } from '../api';
import { instantPurchase, pricingConfig } from '../../../test/pricingFixture';
import { PurchaseList } from './PurchaseList';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../api', () => ({
  fetchPricingConfig: vi.fn(),
  fetchPurchases: vi.fn(),
  fetchRefundQuote: vi.fn(),
  requestRefund: vi.fn(),
}));

const purchase = instantPurchase;

/** Shows where the router is, so a test can see a navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

async function renderList(language: 'ko' | 'en' | 'ja' = 'ko') {
  const result = await renderWithProviders(
    <MemoryRouter initialEntries={['/profile?tab=credits']}>
      <PurchaseList />
      <Where />
    </MemoryRouter>,
    { language },
  );
  await act(async () => emitUser(testUser));
  return result;
}

async function askRefund() {
  await renderList();
  fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  vi.mocked(fetchPricingConfig).mockResolvedValue(pricingConfig());
  vi.mocked(fetchPurchases).mockResolvedValue([purchase]);
  vi.mocked(requestRefund).mockResolvedValue({ ...purchase, status: 'REFUNDED', refundedAmount: 3900 });
});

afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

describe('PurchaseList', () => {
  it.each([
    ['en', 'Instant 10'],
    ['ja', 'インスタント10'],
  ] as const)(
    'names each purchase in the page language (%s), not by its Korean order name',
    async (language, name) => {
      await renderList(language);
      await waitFor(() => expect(screen.getByTestId('purchase-name').textContent).toBe(name));
    },
  );

  it("names a style order by its count, and a retired package by the order's name", async () => {
    vi.mocked(fetchPurchases).mockResolvedValue([
      {
        ...purchase,
        id: 'pk_2',
        orderName: '스타일 2개',
        package: { ...purchase.package, id: 'styles', instant_included: 0, generations_included: 20 },
      },
      { ...purchase, id: 'pk_3', orderName: '옛 요금제', package: { ...purchase.package, id: 'retired' } },
    ]);
    await renderList('en');
    await waitFor(() => expect(fetchPricingConfig).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getAllByTestId('purchase-name').map((n) => n.textContent)).toEqual([
        '2 styles',
        '옛 요금제',
      ]),
    );
  });

  it('lists the confirmed purchases', async () => {
    await renderList();
    const row = await screen.findByTestId('purchase');
    expect(row.textContent).toContain('인스턴트 10');
    expect(row.textContent).toContain('₩3,900');
  });

  it('quotes a refund, asks in the dialog, then refunds and reloads', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: true, kind: 'full', refund: 3900, fee: 0 });
    const dialog = await askRefund();
    expect(within(dialog).getByRole('status').textContent).toContain('₩3,900');
    expect(requestRefund).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '환불 신청' }));
    await waitFor(() => expect(requestRefund).toHaveBeenCalledWith('pk_1'));
    expect((await screen.findByRole('dialog')).textContent).toContain('환불이 완료되었어요.');
    await waitFor(() => expect(fetchPurchases).toHaveBeenCalledTimes(2));
  });

  it('does not refund when the question is cancelled', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: true, kind: 'full', refund: 3900, fee: 0 });
    const dialog = await askRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestRefund).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: '환불 신청' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains a refusal without refunding', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: false, reason: 'below_minimum' });
    const dialog = await askRefund();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '환불 금액이 1,000원 미만이라 환불할 수 없어요.',
    );
    expect(requestRefund).not.toHaveBeenCalled();
  });

  it('shows a refund in progress instead of offering another (H2)', async () => {
    vi.mocked(fetchPurchases).mockResolvedValue([{ ...purchase, refundPending: true }]);
    await renderList();
    expect((await screen.findByTestId('refund-pending')).textContent).toBe('환불 처리 중');
    expect(screen.queryByRole('button', { name: '환불 신청' })).toBeNull();
  });

  it('shows the server’s reason when the refund fails', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: true, kind: 'full', refund: 3900, fee: 0 });
    vi.mocked(requestRefund).mockRejectedValue(new Error('이미 환불된 결제입니다.'));
    const dialog = await askRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: '환불 신청' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '이미 환불된 결제입니다.');
  });

  it('L2 — an old sign-in is asked to sign in again, and comes back to the credits tab', async () => {
    vi.mocked(fetchRefundQuote).mockResolvedValue({ allowed: true, kind: 'full', refund: 3900, fee: 0 });
    vi.mocked(requestRefund).mockRejectedValue(
      new ApiError('보안을 위해 다시 로그인한 뒤 시도해주세요.', 401, 'auth.reauth_required'),
    );
    const dialog = await askRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: '환불 신청' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('alert').textContent).toBe('보안을 위해 환불 전에 다시 로그인해주세요.');
    await act(async () => within(again).getByRole('button', { name: '다시 로그인하기' }).click());
    expect(signOut).toHaveBeenCalled();
    const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
    expect(where.pathname).toBe('/auth');
    expect(where.searchParams.get('next')).toBe('/profile?tab=credits');
  });
});
