import type { PricingConfig } from '@contracts';
import { useLoad } from '../../shared/hooks/useLoad';
import { fetchPricingConfig } from '../payments';

/** pricing_config/main for the studio pages (service prices, style prices); null when not seeded. */
export function usePricing(): {
  config: PricingConfig | null | undefined;
  error: unknown;
  retry: () => void;
} {
  const { data, error, retry } = useLoad(() => fetchPricingConfig(), []);
  return { config: data, error, retry };
}
