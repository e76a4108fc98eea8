import type { PaymentView, StyleOption } from '@contracts';
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
  four_k: false,
  active: true,
};

/** An instant package of `photos` photos, named and described as the paid ones are seeded. */
const instant = (
  id: string,
  order: number,
  price_krw: number,
  photos: number,
  extra: Partial<Package> = {},
): Package => ({
  ...base,
  id,
  order,
  name: { ko: `인스턴트 ${photos}`, en: `Instant ${photos}`, ja: `インスタント${photos}` },
  description: { ko: `사진 ${photos}장`, en: `${photos} photos`, ja: `写真${photos}枚` },
  features: {
    ko: [`인스턴트 사진 ${photos}장`],
    en: [`${photos} instant photos`],
    ja: [`インスタント写真${photos}枚`],
  },
  price_krw,
  provides: { training: 0, generation: 0, instant: photos },
  ...extra,
});

export const instantPackages: Package[] = [
  instant('instant_free', 1, 0, 5, {
    name: { ko: '무료 체험', en: 'Free Trial', ja: '無料お試し' },
    description: { ko: '무료로 5장', en: '5 free photos', ja: '無料で5枚' },
    free_trial: true,
  }),
  instant('instant_10', 2, 3900, 10),
  instant('instant_30', 3, 9900, 30, { original_price_krw: 11700, discount_rate: 15, best_value: true }),
];

const studio = (
  id: string,
  order: number,
  price_krw: number,
  [training, generation]: [number, number],
  hours: 12 | 24,
  names: Package['name'],
): Package => ({
  ...base,
  line: 'studio',
  id,
  order,
  name: names,
  description: { ko: `${names.ko} 설명`, en: `${names.en} description`, ja: `${names.ja} 説明` },
  features: {
    ko: [`사진 ${generation}장`, `${hours}시간 이내 완성`],
    en: [`${generation} photos`, `Delivered within ${hours} hours`],
    ja: [`写真${generation}枚`, `${hours}時間以内にお届け`],
  },
  price_krw,
  best_value: id === 'studio_value_30',
  four_k: id === 'studio_value_30',
  provides: { training, generation, instant: 0 },
});

/** The three studio packages as seeded (spec §3, §9: 24 h for Starter, 12 h for Add-on and Value). */
export const studioPackages: Package[] = [
  studio('studio_starter_10', 1, 9900, [1, 10], 24, {
    ko: '스타터 10',
    en: 'Starter 10',
    ja: 'スターター10',
  }),
  studio('studio_addon_10', 2, 5000, [0, 10], 12, { ko: '추가 10', en: 'Add-on 10', ja: '追加10' }),
  studio('studio_value_30', 3, 14900, [1, 30], 12, { ko: '실속 30', en: 'Value 30', ja: 'バリュー30' }),
];

/** The style wizard's styles as seeded (creation spec §9 prices). */
const style = (id: StyleOption['id'], order: number, price_krw: number, popular: boolean, ko: string) => ({
  id,
  order,
  name: { ko, en: id, ja: ko },
  description: { ko: `${ko} 설명`, en: `${id} description`, ja: `${ko} 説明` },
  price_krw,
  image_url: `/styles/${id}.webp`,
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

/** A confirmed purchase of Instant 10, as GET /payments/my-payments answers it. */
export const instantPurchase: PaymentView = {
  id: 'pk_1',
  orderId: 'order_1',
  status: 'CONFIRMED',
  orderName: '인스턴트 10',
  package: {
    id: 'instant_10',
    name: '인스턴트 10',
    training_included: 0,
    generations_included: 0,
    instant_included: 10,
  },
  amount: 3900,
  refundedAmount: 0,
  method: 'CARD',
  receiptUrl: null,
  completedAt: '2026-01-02T03:04:05.000Z',
  createdAt: '2026-01-02T03:04:05.000Z',
};
