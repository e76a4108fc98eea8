export { CreditsBalance } from './components/CreditsBalance';
export { CreditsTab } from './components/CreditsTab';
export { useCreditsStore } from './store';
export type { LedgerLine } from './types';
export { useCredits } from './useCredits';
