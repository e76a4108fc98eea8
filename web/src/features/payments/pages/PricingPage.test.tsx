import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instantPackages, studioPackages } from '../../../test/pricingFixture';
import { renderSignedIn } from '../../../test/renderApp';
import { fetchPackages } from '../api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../api', () => ({
  fetchPackages: vi.fn(),
  fetchPricingConfig: vi.fn(),
  requestOrder: vi.fn(),
  openPaymentWindow: vi.fn(),
  confirmPayment: vi.fn(),
}));

vi.mocked(fetchPackages).mockImplementation(async (line) =>
  line === 'studio' ? studioPackages : instantPackages,
);

const card = async (id: string) =>
  (await screen.findAllByTestId('package-card')).find((el) => el.dataset.packageId === id)!;

describe('PricingPage', () => {
  it('sells Starter 10, Add-on 10 and Value 30 beside the instant plans, each with its delivery time', async () => {
    await renderSignedIn('/pricing', { language: 'ko' });
    const studio = await screen.findByRole('region', { name: '스튜디오 요금제' }, { timeout: 20000 });
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

  it('shows the studio plans in English too', async () => {
    await renderSignedIn('/pricing', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Studio plans' }, { timeout: 20000 })).toBeTruthy();
    expect((await card('studio_value_30')).textContent).toContain('Delivered within 12 hours');
  });
});
