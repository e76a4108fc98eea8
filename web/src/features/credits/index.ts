export { CreditsBalance } from './components/CreditsBalance';
export { CreditsTab } from './components/CreditsTab';
export { useCreditsStore } from './store';
export type { LedgerLine } from './types';
export { useCredits } from './useCredits';
export { CREDITS_REFETCH_MS, PRICING_REDIRECT_MS, useJobCredits, type JobOutcome } from './useJobCredits';
