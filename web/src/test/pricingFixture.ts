import type { StyleOption } from '@contracts';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { resetAuth } from './fakeAuth';
import type { Package, PricingConfig } from '../features/payments';

/** The three instant packages as seeded in pricing_config/main (spec §3). */
const base = {
  line: 'instant' as const,
  original_price_krw: null,
  discount_rate: 0,
  free_trial: false,
  best_value: false,
  active: true,
};

export const instantPackages: Package[] = [
  {
    ...base,
    id: 'instant_free',
    order: 1,
    name: { ko: '무료 체험', en: 'Free Trial', ja: '無料お試し' },
    description: { ko: '무료로 5장', en: '5 free photos', ja: '無料で5枚' },
    features: { ko: ['인스턴트 사진 5장'], en: ['5 instant photos'], ja: ['インスタント写真5枚'] },
    price_krw: 0,
    free_trial: true,
    provides: { training: 0, generation: 0, instant: 5 },
  },
  {
    ...base,
    id: 'instant_10',
    order: 2,
    name: { ko: '인스턴트 10', en: 'Instant 10', ja: 'インスタント10' },
    description: { ko: '사진 10장', en: '10 photos', ja: '写真10枚' },
    features: { ko: ['인스턴트 사진 10장'], en: ['10 instant photos'], ja: ['インスタント写真10枚'] },
    price_krw: 3900,
    provides: { training: 0, generation: 0, instant: 10 },
  },
  {
    ...base,
    id: 'instant_30',
    order: 3,
    name: { ko: '인스턴트 30', en: 'Instant 30', ja: 'インスタント30' },
    description: { ko: '사진 30장', en: '30 photos', ja: '写真30枚' },
    features: { ko: ['인스턴트 사진 30장'], en: ['30 instant photos'], ja: ['インスタント写真30枚'] },
    price_krw: 9900,
    original_price_krw: 11700,
    discount_rate: 15,
    best_value: true,
    provides: { training: 0, generation: 0, instant: 30 },
  },
];

/** The style wizard's styles as seeded (creation spec §9 prices). */
const style = (id: StyleOption['id'], order: number, price_krw: number, popular: boolean, ko: string) => ({
  id,
  order,
  name: { ko, en: id, ja: ko },
  description: { ko: `${ko} 설명`, en: `${id} description`, ja: `${ko} 説明` },
  price_krw,
  image_url: null,
  popular,
  active: true,
});
export const styleOptions: StyleOption[] = [
  style('business', 1, 15000, true, '비즈니스'),
  style('casual', 2, 12000, false, '캐주얼'),
  style('formal_id', 3, 10000, false, '증명사진'),
  style('linkedin', 4, 18000, true, '링크드인'),
  style('creative', 5, 20000, false, '크리에이티브'),
  style('vintage', 6, 16000, false, '빈티지'),
];

/** The price list as the seed writes it: the instant packages, the styles, and the studio packages given. */
export const pricingConfig = (studio: Package[] = []): PricingConfig => ({
  currency: 'KRW',
  packages: { instant: instantPackages, studio },
  styles: styleOptions,
});

/** Pages that read the price list: it answers pricingConfig() in every test; auth and mocks reset after each. */
export function servePricing(fetchPricingConfig: Mock<() => Promise<PricingConfig | null>>) {
  beforeEach(() => void fetchPricingConfig.mockResolvedValue(pricingConfig()));
  afterEach(() => {
    resetAuth();
    vi.clearAllMocks();
  });
}
