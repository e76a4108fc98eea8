import type { PaymentMethod } from '@contracts';

/** Spec §4: the payment window's outcome; success and failure continue on our own pages by redirect. */
export type WindowOutcome =
  { kind: 'redirecting' } | { kind: 'sandbox'; path: string } | { kind: 'cancelled' };

/**
 * Toss's browser SDK reports a closed window as USER_CANCEL, while redirect flows come back to failUrl with
 * PAY_PROCESS_CANCELED (toss-v1-sdk notes §6). Both mean "the user changed their mind", not an error.
 */
export const CANCEL_CODES = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);

export function isCancel(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CANCEL_CODES.has(code);
}

/**
 * v1 SDK method strings: '카드' is the card window; "simple pay" has no method string of its own, it is the
 * card method with flowMode DIRECT and an easy-pay provider (toss-v1-sdk notes §3).
 */
export function tossMethod(method: PaymentMethod) {
  return method === 'MOBILE'
    ? ({ method: '카드', extra: { flowMode: 'DIRECT', easyPay: 'TOSSPAY' } } as const)
    : ({ method: '카드', extra: {} } as const);
}

export function sandboxPath(orderId: string) {
  return `/payment/sandbox?orderId=${encodeURIComponent(orderId)}`;
}
