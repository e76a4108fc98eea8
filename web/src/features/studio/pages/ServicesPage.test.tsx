import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { instantPackages, pricingConfig } from '../../../test/pricingFixture';
import { renderRoute } from '../../../test/renderApp';
import { fetchPricingConfig } from '../../payments/api';
import type { Package } from '../../payments';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../payments/api', () => ({ fetchPricingConfig: vi.fn() }));

const starter: Package = {
  ...instantPackages[1]!,
  id: 'studio_starter_10',
  line: 'studio',
  name: { ko: '스타터 10', en: 'Starter 10', ja: 'スターター10' },
  price_krw: 9900,
  provides: { training: 1, generation: 10, instant: 0 },
};

async function open(language: 'ko' | 'en' = 'ko') {
  const result = await renderRoute('/services', { language });
  await act(async () => emitUser(testUser));
  await screen.findByTestId('service-training', {}, { timeout: 5000 });
  return result;
}

beforeEach(() => {
  vi.mocked(fetchPricingConfig).mockResolvedValue(pricingConfig([starter]));
});

afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

describe('ServicesPage', () => {
  it('quotes Starter 10 and Instant 10 from pricing_config and leads to /upload and /instant-edit', async () => {
    await open();
    await waitFor(() => expect(screen.getByTestId('service-training-price').textContent).toContain('9,900'));
    expect(screen.getByTestId('service-training-price').textContent).toContain('스타터 10');
    expect(screen.getByTestId('service-instant-price').textContent).toContain('3,900');
    expect(screen.getByTestId('service-training-go').getAttribute('href')).toBe('/upload');
    expect(screen.getByTestId('service-instant-go').getAttribute('href')).toBe('/instant-edit');
    expect(screen.getByTestId('service-training').textContent).toContain('15~20분');
  });

  it('shows the price the configuration holds, not a built-in one', async () => {
    vi.mocked(fetchPricingConfig).mockResolvedValue({
      currency: 'KRW',
      packages: { instant: instantPackages, studio: [{ ...starter, price_krw: 12300 }] },
      styles: [],
    });
    await open('en');
    await waitFor(() => expect(screen.getByTestId('service-training-price').textContent).toContain('12,300'));
    expect(screen.getByTestId('service-training').textContent).toContain('AI Model Training');
  });

  it('says the price could not be loaded when the read fails', async () => {
    vi.mocked(fetchPricingConfig).mockRejectedValue(new Error('offline'));
    await open();
    await waitFor(() =>
      expect(screen.getByTestId('service-training-price').textContent).toBe('가격 정보를 불러오지 못했어요.'),
    );
  });
});
