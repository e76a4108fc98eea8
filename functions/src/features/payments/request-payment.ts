// POST /payments/request: registers the order before the payment window opens (Toss: save orderId and amount
// server-side first, compare on return). The amount and what the order grants come from pricing_config/main,
// never from the browser; the browser's own amount/orderId/userId fields are ignored.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Order as OrderResponse, paymentRequestSchema } from '../../contracts';
import { AppError } from '../../shared/errors';
import { findPackage, orderRef, type Order } from './payments.repo';

export type RequestPaymentInput = z.output<typeof paymentRequestSchema>;

/** Toss accepts [A-Za-z0-9_-=] 6-64; we use the subset every source agrees on: line_timestamp_random. */
export function newOrderId(line: string, now = Date.now()): string {
  return `${line}_${now}_${randomBytes(6).toString('hex')}`;
}

export async function requestPayment(uid: string, input: RequestPaymentInput): Promise<OrderResponse> {
  const pkg = await findPackage(input.packageId);
  if (!pkg) throw new AppError(404, 'payments.package_not_found');
  if (!(pkg.price_krw > 0)) throw new AppError(400, 'payments.package_free');
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
