import { ID_STANDARD_IDS } from '@contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { instantPackages, pricingConfig } from '../../../test/pricingFixture';
import { renderRoute } from '../../../test/renderApp';
import { fetchPricingConfig } from '../../payments/api';
import type { Package } from '../../payments';
import { fetchEngines } from '../../../shared/lib/engines';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../payments/api', () => ({ fetchPricingConfig: vi.fn() }));
vi.mock('../../../shared/lib/engines', () => ({ fetchEngines: vi.fn() }));

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
  await screen.findByTestId('service-training');
  return result;
}

beforeEach(() => {
  vi.mocked(fetchPricingConfig).mockResolvedValue(pricingConfig([starter]));
  vi.mocked(fetchEngines).mockResolvedValue({ instant: 'ai', studio: 'ai' });
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

  it('tour finding 2: the instant card says what /instant-edit makes (an ID photo) and what one costs', async () => {
    await open();
    const card = screen.getByTestId('service-instant');
    await waitFor(() =>
      expect(screen.getByTestId('service-instant-price').textContent).toContain('인스턴트 10'),
    );
    expect(card.querySelector('h2')!.textContent).toBe('인스턴트 증명사진');
    expect(card.textContent).toContain('여권·주민등록증·이력서·비자 규격 사진');
    expect(card.textContent).toContain('증명사진 1장에 인스턴트 1회');
    expect(card.textContent).toContain(`서류 규격 ${ID_STANDARD_IDS.length}가지`);
    expect(screen.getByTestId('service-instant-go').textContent).toBe('증명사진 만들기');
    // Not the style editor's promises: that page is /instant-new, not where this card leads.
    expect(card.textContent).not.toMatch(/30초|스타일 프리셋|스타일을 입혀요/);
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

  it('item 7: says before payment, on each card, that the local engine makes the pictures (not AI)', async () => {
    vi.mocked(fetchEngines).mockResolvedValue({ instant: 'local', studio: 'local' });
    await open();
    const training = screen.getByTestId('service-training');
    await waitFor(() => expect(training.querySelector('[data-testid="engine-notice"]')).toBeTruthy());
    expect(training.textContent).toContain('AI 아님');
    expect(screen.getByTestId('service-instant').textContent).toContain('AI 아님');
  });

  it('item 7: says nothing of the kind when AI makes them', async () => {
    await open();
    await waitFor(() => expect(screen.getByTestId('service-training-price').textContent).toContain('9,900'));
    expect(screen.queryByTestId('engine-notice')).toBeNull();
  });

  it('item 7: does not sell a line the deployment has no engine for', async () => {
    vi.mocked(fetchEngines).mockResolvedValue({ instant: 'ai', studio: 'unavailable' });
    await open('en');
    await screen.findByTestId('service-training-unavailable');
    expect(screen.queryByTestId('service-training-go')).toBeNull();
    expect(screen.getByTestId('service-training-unavailable').textContent).toContain('not available');
    expect(screen.getByTestId('service-instant-go')).toBeTruthy();
  });
});
