import { CreditsBalance } from '../../features/credits';

/** The remaining generation count of the user menu (spec §2): the credits feature's balance. */
export function RemainingCount() {
  return <CreditsBalance className="remaining-count" />;
}
