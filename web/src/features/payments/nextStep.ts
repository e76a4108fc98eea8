/** Where the success page's 'next' leads back to when the page that sent the member to buy asked for it. */
const RETURN_KEY = 'bitna-after-purchase';

/**
 * A page that sends the member to buy `packageId` (the generation page's Add-on 10) names the page to come back
 * to, so the success page leads to the same model rather than to the start of the line. Storage may be
 * unavailable (private mode): then 'next' is the line's usual page.
 */
export function rememberReturn(packageId: string, path: string) {
  try {
    localStorage.setItem(RETURN_KEY, JSON.stringify({ packageId, path }));
  } catch {
    // See above.
  }
}

function rememberedReturn(packageId: string): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(RETURN_KEY) ?? 'null') as {
      packageId?: unknown;
      path?: unknown;
    } | null;
    // Only for the package it was named for, and only a path inside the app.
    if (saved?.packageId !== packageId || typeof saved.path !== 'string') return null;
    return /^\/(?!\/)/.test(saved.path) ? saved.path : null;
  } catch {
    return null;
  }
}

/** The success page's 'next': the page remembered for this package, else the line's own page. */
export function nextPathAfter(payment: { orderId: string; package: { id: string } }): string {
  return rememberedReturn(payment.package.id) ?? nextPathForOrder(payment.orderId);
}

/** Spec §2 success: where 'next' leads, by the order id's line prefix. */
export function nextPathForOrder(orderId: string): string {
  if (orderId.includes('studio')) return '/upload';
  if (orderId.includes('instant')) return '/instant-edit';
  return '/instant-new';
}

/** Spec §5: the success page needs all three; the amount must be a whole number of won. */
export function parseSuccessParams(params: URLSearchParams) {
  const paymentKey = params.get('paymentKey');
  const orderId = params.get('orderId');
  const amount = Number(params.get('amount'));
  if (!paymentKey || !orderId || !params.get('amount') || !Number.isInteger(amount) || amount <= 0)
    return null;
  return { paymentKey, orderId, amount };
}
