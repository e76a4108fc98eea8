import { getDb, idToken } from '../../app/firebase';
import { ApiError, apiRequest } from '../../shared/lib/apiClient';
import { isCancel, sandboxPath, tossMethod, type WindowOutcome } from './checkout';
import {
  packagesForLine,
  parsePricingConfig,
  type Package,
  type PackageLine,
  type PricingConfig,
} from './packages';
import type { CheckoutConfig, ConfirmedPayment, Order, PaymentMethod } from './types';

// The Firestore SDK keeps retrying while offline; past this point the visitor is better served by the
// error state and its retry button than by an endless skeleton.
const READ_TIMEOUT_MS = 12_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

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

async function token(): Promise<string> {
  const value = await idToken();
  if (!value) throw new ApiError('Failed to get authentication token', 401);
  return value;
}

export function fetchCheckoutConfig(): Promise<CheckoutConfig> {
  return apiRequest<CheckoutConfig>('/payments/config');
}

/** Registers the order on the server; only the package, method and our return pages are ours to choose. */
export async function requestOrder(packageId: string, method: PaymentMethod): Promise<Order> {
  const origin = window.location.origin;
  return apiRequest<Order>('/payments/request', {
    method: 'POST',
    token: await token(),
    body: { packageId, method, successUrl: `${origin}/payment/success`, failUrl: `${origin}/payment/fail` },
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
const confirms = new Map<string, Promise<ConfirmedPayment>>();

export function confirmPayment(
  paymentKey: string,
  orderId: string,
  amount: number,
): Promise<ConfirmedPayment> {
  let pending = confirms.get(paymentKey);
  if (!pending) {
    pending = (async () => {
      const body = await apiRequest<{ success: boolean; payment: ConfirmedPayment }>('/payments/confirm', {
        method: 'POST',
        token: await token(),
        body: { paymentKey, orderId, amount },
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

export async function fetchOrder(orderId: string): Promise<Order & { status: string }> {
  return apiRequest(`/payments/orders/${encodeURIComponent(orderId)}`, { token: await token() });
}

/** The sandbox checkout's pay button: the sandbox gateway authenticates the payment and names its key. */
export async function authorizeSandboxPayment(
  orderId: string,
): Promise<{ paymentKey: string; amount: number }> {
  return apiRequest('/payments/sandbox/authorize', {
    method: 'POST',
    token: await token(),
    body: { orderId },
  });
}
