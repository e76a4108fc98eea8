// Picks the payment gateway from the settings: Toss with keys, otherwise the offline sandbox.
import type { Settings } from '../../config';
import type { PaymentGateway } from './port';
import { createSandboxGateway, type SandboxGateway } from './sandbox';
import { createTossGateway } from './toss';

export * from './port';
export type { SandboxGateway } from './sandbox';

let sandbox: SandboxGateway | undefined;
export const sandboxGateway = () => (sandbox ??= createSandboxGateway());

// Toss needs both keys; a half-configured Toss falls back to the sandbox (and /admin/health reports it), so
// the browser and the server always agree on the gateway.
const tossReady = (s: Settings) =>
  s.providers.payments === 'toss' && !!s.toss.secretKey && !!s.toss.clientKey;

export function paymentGateway(s: Settings): PaymentGateway {
  if (tossReady(s)) {
    return createTossGateway({ secretKey: s.toss.secretKey, baseUrl: s.toss.baseUrl });
  }
  return sandboxGateway();
}

/** What the browser needs to open the payment window (GET /payments/config). */
export function checkoutConfig(s: Settings): { provider: 'toss' | 'sandbox'; clientKey: string | null } {
  return tossReady(s)
    ? { provider: 'toss', clientKey: s.toss.clientKey }
    : { provider: 'sandbox', clientKey: null };
}
