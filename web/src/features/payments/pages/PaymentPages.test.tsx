import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instantPackages, pricingConfig, servePricing, studioPackages } from '../../../test/pricingFixture';
import { renderSignedIn } from '../../../test/renderApp';
import { ApiError } from '../../../shared/lib/apiClient';
import { fetchCredits } from '../../credits/api';
import { fetchEngines } from '../../../shared/lib/engines';
import { confirmPayment, fetchPackages, fetchPricingConfig, openPaymentWindow, requestOrder } from '../api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../shared/lib/engines', () => ({
  fetchEngines: vi.fn(async () => ({ instant: 'ai', studio: 'ai' })),
}));
vi.mock('../api', () => ({
  fetchPricingConfig: vi.fn(),
  fetchPackages: vi.fn(),
  requestOrder: vi.fn(),
  openPaymentWindow: vi.fn(),
  confirmPayment: vi.fn(),
}));

const open = (path: string, language: 'ko' | 'en' = 'ko') => renderSignedIn(path, { language });

servePricing(vi.mocked(fetchPricingConfig));

describe('PaymentPage', () => {
  it('sends an unknown package to /pricing', async () => {
    const { router } = await open('/payment?package=nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('shows the style wizard order with its server-side price basis and asks the server for those styles', async () => {
    vi.mocked(requestOrder).mockRejectedValueOnce(new Error('stop'));
    await open('/payment?styles=business,linkedin,disco');
    const summary = await screen.findByTestId('order-summary');
    expect(summary.textContent).toContain('스타일 2개');
    expect(summary.textContent).toContain('비즈니스, 링크드인');
    expect(screen.getByTestId('order-price').textContent).toContain('33,000');
    await act(async () => fireEvent.click(screen.getByTestId('pay-button')));
    expect(requestOrder).toHaveBeenCalledWith({ styleIds: ['business', 'linkedin'] }, 'CARD');
  });

  it('ignores clicks while submitting and works again after a failed request', async () => {
    let fail!: (e: Error) => void;
    vi.mocked(requestOrder).mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    await open('/payment?package=instant_10');
    const button = await screen.findByTestId('pay-button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(requestOrder).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fail(new Error('서버 오류')));
    const dialog = screen.getByRole('dialog', { name: '결제하기' });
    expect(within(dialog).getByRole('alert').textContent).toBe('결제 요청 실패: 서버 오류');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openPaymentWindow).not.toHaveBeenCalled();
  });

  it('C1 — says payments are unavailable, in the page language, when the server has no gateway', async () => {
    vi.mocked(requestOrder).mockRejectedValueOnce(
      new ApiError('Payments are not available right now.', 503, 'payments.unavailable'),
    );
    await open('/payment?package=instant_10', 'en');
    fireEvent.click(await screen.findByTestId('pay-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Payments are not available right now. Please try again later.',
    );
    expect(openPaymentWindow).not.toHaveBeenCalled();
    expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('PaymentFailPage', () => {
  it('explains a known code with cause and remedy', async () => {
    await open('/payment/fail?code=REJECT_CARD_COMPANY&message=x&orderId=instant_1_a', 'en');
    expect((await screen.findByTestId('fail-cause')).textContent).toBe(
      'Your card company refused the payment.',
    );
    screen.getByText('Please use another card.');
    screen.getByText('instant_1_a');
  });

  it('shows the given message for an unknown code', async () => {
    await open('/payment/fail?code=SOMETHING&message=%EC%9D%B4%EC%83%81%ED%95%9C%20%EC%98%A4%EB%A5%98');
    expect((await screen.findByTestId('fail-cause')).textContent).toBe('이상한 오류');
  });
});

describe('PaymentSuccessPage', () => {
  it('says the payment information is missing without parameters', async () => {
    await open('/payment/success?orderId=o');
    await screen.findByRole('heading', { name: '결제 정보가 없어요.' });
  });

  it('names the studio package bought and shows the training and generation balances it added to', async () => {
    vi.mocked(fetchPricingConfig).mockResolvedValue(pricingConfig(studioPackages));
    vi.mocked(fetchCredits).mockResolvedValue({ instant: 12, training: 1, generation: 10 });
    vi.mocked(confirmPayment).mockResolvedValue({
      id: 'pk_1',
      orderId: 'order_1',
      status: 'CONFIRMED',
      orderName: '스타터 10',
      package: {
        id: 'studio_starter_10',
        name: '스타터 10',
        training_included: 1,
        generations_included: 10,
        instant_included: 0,
      },
      amount: 9900,
      refundedAmount: 0,
      method: 'CARD',
      receiptUrl: null,
      completedAt: '2026-11-27T09:00:00.000Z',
      createdAt: '2026-11-27T08:59:00.000Z',
    });
    await open('/payment/success?paymentKey=pk_1&orderId=order_1&amount=9900', 'en');
    await waitFor(() => expect(screen.getByTestId('purchased-name').textContent).toBe('Starter 10'));
    await waitFor(() =>
      expect(screen.getByTestId('purchased-generation').textContent).toBe('Studio generation +10 · 10 left'),
    );
    expect(screen.getByTestId('purchased-training').textContent).toBe('Model training +1 · 1 left');
    // The instant balance did not change, so it is not offered as the result of this purchase.
    expect(screen.queryByTestId('purchased-instant')).toBeNull();
    expect(screen.queryByTestId('credits-balance')).toBeNull();
  });
});

describe('PricingPage', () => {
  beforeEach(() =>
    vi
      .mocked(fetchPackages)
      .mockImplementation(async (line) => (line === 'studio' ? studioPackages : instantPackages)),
  );
  const card = async (id: string) =>
    (await screen.findAllByTestId('package-card')).find((el) => el.dataset.packageId === id)!;

  it('sells Starter 10, Add-on 10 and Value 30 beside the instant plans, each with its delivery time', async () => {
    await open('/pricing');
    const studio = await screen.findByRole('region', { name: '스튜디오 요금제' });
    await within(studio).findAllByTestId('package-card');
    const ids = within(studio)
      .getAllByTestId('package-card')
      .map((el) => el.dataset.packageId);
    expect(ids).toEqual(['studio_starter_10', 'studio_addon_10', 'studio_value_30']);
    expect((await card('studio_starter_10')).textContent).toContain('24시간 이내 완성');
    expect((await card('studio_addon_10')).textContent).toContain('12시간 이내 완성');
    expect((await card('studio_value_30')).textContent).toContain('12시간 이내 완성');
    const addon = within(await card('studio_addon_10')).getByRole('link');
    expect(addon.getAttribute('href')).toBe('/payment?package=studio_addon_10');
    expect(screen.getByRole('region', { name: '인스턴트 요금제' })).toBeTruthy();
  });

  it('item 7: says on each line’s plans, before payment, when the local engine makes its pictures', async () => {
    vi.mocked(fetchEngines).mockResolvedValue({ instant: 'ai', studio: 'local' });
    await open('/pricing');
    const studio = await screen.findByRole('region', { name: '스튜디오 요금제' });
    await waitFor(() => expect(within(studio).getByTestId('engine-notice').textContent).toContain('AI 아님'));
    const instant = screen.getByRole('region', { name: '인스턴트 요금제' });
    expect(within(instant).queryByTestId('engine-notice')).toBeNull();
  });

  it('shows the studio plans in English too', async () => {
    await open('/pricing', 'en');
    expect(await screen.findByRole('heading', { name: 'Studio plans' })).toBeTruthy();
    expect((await card('studio_value_30')).textContent).toContain('Delivered within 12 hours');
  });
});
