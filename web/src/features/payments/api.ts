import {
  checkoutConfigSchema,
  myPaymentsResponseSchema,
  orderViewSchema,
  paymentRequestResponseSchema,
  paymentResponseSchema,
  paymentViewSchema,
  refundQuoteResponseSchema,
  sandboxAuthorizeResponseSchema,
  type CheckoutConfig,
  type ConfirmRequest,
  type Order,
  type OrderView,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentRequestResponse,
  type PaymentView,
  type RefundQuote,
  type RefundRequest,
  type SandboxAuthorizeRequest,
  type SandboxAuthorizeResponse,
  type StyleOptionId,
} from '@contracts';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../shared/lib/apiClient';
import { getDb } from '../../shared/lib/firebase';
import { withTimeout } from '../../shared/lib/timeout';
import { isCancel, sandboxPath, tossMethod, type WindowOutcome } from './checkout';
import {
  packagesForLine,
  parsePricingConfig,
  type Package,
  type PackageLine,
  type PricingConfig,
} from './packages';

// The Firestore SDK keeps retrying while offline; past this point the visitor is better served by the
// error state and its retry button than by an endless skeleton.
const READ_TIMEOUT_MS = 12_000;

/** `pricing_config/main`, readable by everyone under the rules; null when it has not been seeded. */
export async function fetchPricingConfig(): Promise<PricingConfig | null> {
  const read = async () => {
    const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
    return getDoc(doc(db, 'pricing_config', 'main'));
  };
  const snapshot = await withTimeout(read(), READ_TIMEOUT_MS);
  return snapshot.exists() ? parsePricingConfig(snapshot.data()) : null;
}

export async function fetchPackages(line: PackageLine): Promise<Package[]> {
  const config = await fetchPricingConfig();
  return config ? packagesForLine(config, line) : [];
}

// ---- Orders and the payment window (spec §4 payment flow, §7 calls) ----

export function fetchCheckoutConfig(): Promise<CheckoutConfig> {
  return apiRequest('/payments/config', { schema: checkoutConfigSchema });
}

/**
 * Registers the order on the server; only the package (or the wizard's styles), method and our return pages
 * are ours to choose.
 */
export async function requestOrder(
  choice: { packageId: string } | { styleIds: StyleOptionId[] },
  method: PaymentMethod,
): Promise<PaymentRequestResponse> {
  const origin = window.location.origin;
  const body: PaymentRequest = {
    ...choice,
    method,
    successUrl: `${origin}/payment/success`,
    failUrl: `${origin}/payment/fail`,
  };
  return apiRequest('/payments/request', {
    method: 'POST',
    auth: true,
    body,
    schema: paymentRequestResponseSchema,
  });
}

/** Opens Toss's payment window, or the sandbox checkout when no Toss keys are configured. */
export async function openPaymentWindow(
  order: Order,
  customer: { email: string | null; name: string | null },
): Promise<WindowOutcome> {
  const config = await fetchCheckoutConfig();
  if (config.provider === 'sandbox' || !config.clientKey)
    return { kind: 'sandbox', path: sandboxPath(order.orderId) };
  // The package only injects https://js.tosspayments.com/v1 at run time, so it stays out of the bundle
  // until someone pays.
  const { loadTossPayments } = await import('@tosspayments/payment-sdk');
  const toss = await loadTossPayments(config.clientKey);
  const { method, extra } = tossMethod(order.method);
  try {
    await toss.requestPayment(method, {
      amount: order.amount,
      orderId: order.orderId,
      orderName: order.orderName,
      successUrl: order.successUrl,
      failUrl: order.failUrl,
      customerEmail: customer.email ?? undefined,
      customerName: customer.name || 'user',
      ...extra,
    });
    return { kind: 'redirecting' };
  } catch (error) {
    if (isCancel(error)) return { kind: 'cancelled' };
    throw error;
  }
}

// The success page may mount twice (React StrictMode, a re-render after sign-in): one confirm per payment.
const confirms = new Map<string, Promise<PaymentView>>();

export function confirmPayment(paymentKey: string, orderId: string, amount: number): Promise<PaymentView> {
  let pending = confirms.get(paymentKey);
  if (!pending) {
    pending = (async () => {
      const request: ConfirmRequest = { paymentKey, orderId, amount };
      const body = await apiRequest('/payments/confirm', {
        method: 'POST',
        auth: true,
        body: request,
        schema: paymentResponseSchema,
      });
      if (!body.success) throw new ApiError('', 400, 'approval_failed');
      return body.payment;
    })();
    // A failed confirm may be retried after a reload; only successes are remembered.
    pending.catch(() => confirms.delete(paymentKey));
    confirms.set(paymentKey, pending);
  }
  return pending;
}

export async function fetchOrder(orderId: string): Promise<OrderView> {
  return apiRequest(`/payments/orders/${encodeURIComponent(orderId)}`, {
    auth: true,
    schema: orderViewSchema,
  });
}

/** The sandbox checkout's pay button: the sandbox gateway authenticates the payment and names its key. */
export async function authorizeSandboxPayment(orderId: string): Promise<SandboxAuthorizeResponse> {
  const body: SandboxAuthorizeRequest = { orderId };
  return apiRequest('/payments/sandbox/authorize', {
    method: 'POST',
    auth: true,
    body,
    schema: sandboxAuthorizeResponseSchema,
  });
}

// ---- The purchase list and refunds (spec §3, terms: refund policy) ----

/** Spec §7: either {success, payments[]} or a bare array. */
const purchasesAnswerSchema = z.union([myPaymentsResponseSchema, z.array(paymentViewSchema)]);

/** §8: a failure shows an empty list. */
export async function fetchPurchases(): Promise<PaymentView[]> {
  try {
    const body = await apiRequest('/payments/my-payments', { auth: true, schema: purchasesAnswerSchema });
    const list = Array.isArray(body) ? body : body.payments;
    return list.filter((p) => p.status === 'CONFIRMED');
  } catch {
    return [];
  }
}

/** What the refund policy allows for a purchase right now (owner only, checked on the server). */
export async function fetchRefundQuote(paymentKey: string): Promise<RefundQuote | null> {
  const path = `/payments/${encodeURIComponent(paymentKey)}/refund`;
  return (await apiRequest(path, { auth: true, schema: refundQuoteResponseSchema })).quote;
}

export async function requestRefund(paymentKey: string): Promise<PaymentView> {
  const body: RefundRequest = {};
  const path = `/payments/${encodeURIComponent(paymentKey)}/refund`;
  return (await apiRequest(path, { method: 'POST', auth: true, body, schema: paymentResponseSchema }))
    .payment;
}
