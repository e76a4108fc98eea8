// POST /payments/request: registers the order before the payment window opens (Toss: save orderId and amount
// server-side first, compare on return). The amount and what the order grants come from pricing_config/main,
// never from the browser; the browser's own amount/orderId/userId fields are ignored.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpError } from '../../http/errors';
import { findPackage, orderRef, type Order, type PaymentMethod } from './payments.repo';

export interface RequestPaymentInput {
  packageId: string;
  method: PaymentMethod;
  successUrl: string;
  failUrl: string;
}

/** Toss accepts [A-Za-z0-9_-=] 6-64; we use the subset every source agrees on: line_timestamp_random. */
export function newOrderId(line: string, now = Date.now()): string {
  return `${line}_${now}_${randomBytes(6).toString('hex')}`;
}

export async function requestPayment(uid: string, input: RequestPaymentInput) {
  const pkg = await findPackage(input.packageId);
  if (!pkg) throw new HttpError(404, 'payments.package_not_found');
  if (!(pkg.price_krw > 0)) throw new HttpError(400, 'payments.package_free');
  const orderId = newOrderId(pkg.line);
  const order: Omit<Order, 'orderId'> = {
    userId: uid,
    packageId: pkg.id,
    line: pkg.line,
    orderName: pkg.name.ko.slice(0, 100),
    amount: pkg.price_krw,
    method: input.method,
    provides: pkg.provides,
    successUrl: input.successUrl,
    failUrl: input.failUrl,
    status: 'READY',
  };
  await orderRef(orderId).create({ ...order, createdAt: FieldValue.serverTimestamp() });
  return {
    orderId,
    orderName: order.orderName,
    amount: order.amount,
    method: order.method,
    successUrl: order.successUrl,
    failUrl: order.failUrl,
  };
}
