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
