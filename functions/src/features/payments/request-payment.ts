// POST /payments/request: registers the order before the payment window opens (Toss: save orderId and amount
// server-side first, compare on return). The amount and what the order grants come from pricing_config/main,
// never from the browser; the browser's own amount/orderId/userId fields are ignored.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  styleOrderProvides,
  type Order as OrderResponse,
  type paymentRequestSchema,
  type StyleOptionId,
} from '../../contracts';
import { AppError } from '../../shared/errors';
import { findPackage, findStyles, orderRef, type Order, type PackageInfo } from './payments.repo';

export type RequestPaymentInput = z.output<typeof paymentRequestSchema>;

/** Toss accepts [A-Za-z0-9_-=] 6-64; we use the subset every source agrees on: line_timestamp_random. */
export function newOrderId(line: string, now = Date.now()): string {
  return `${line}_${now}_${randomBytes(6).toString('hex')}`;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The payment window (and the sandbox checkout) sends the buyer to these URLs with the payment key: they must
 * be our own pages, on PUBLIC_BASE_URL's origin (review L5; the schema has already checked their paths).
 */
export function checkReturnUrls(
  input: Pick<RequestPaymentInput, 'successUrl' | 'failUrl'>,
  publicBaseUrl: string,
) {
  const ours = originOf(publicBaseUrl);
  for (const url of [input.successUrl, input.failUrl]) {
    if (!ours || originOf(url) !== ours) throw new AppError(400, 'payments.return_url_foreign');
  }
}

export async function requestPayment(
  uid: string,
  input: RequestPaymentInput,
  publicBaseUrl: string,
  /** Refuses a line this deployment cannot deliver (no AI provider: 503 `ai.unavailable`). */
  sellable: (line: 'instant' | 'studio') => void = () => undefined,
): Promise<OrderResponse> {
  checkReturnUrls(input, publicBaseUrl);
  const pkg = input.styleIds ? await stylesPackage(input.styleIds) : await findPackage(input.packageId ?? '');
  if (!pkg) throw new AppError(404, 'payments.package_not_found');
  sellable(pkg.line);
  if (!(pkg.price_krw > 0)) throw new AppError(400, 'payments.package_free');
  const orderId = newOrderId(pkg.line);
  const order: Omit<Order, 'orderId'> = {
    ...(input.styleIds && { styleIds: [...new Set(input.styleIds)] }),
    userId: uid,
    packageId: pkg.id,
    line: pkg.line,
    orderName: pkg.name.ko.slice(0, 100),
    amount: pkg.price_krw,
    method: input.method,
    provides: pkg.provides,
    ...(pkg.four_k && { fourK: true }),
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

/**
 * The style wizard's order as a package of the studio line (order id prefix `studio`, so the success page leads
 * to /upload): priced from pricing_config/main `styles`, and carrying `provides` like a package, so confirm,
 * refund and expiry treat it the same way. An unknown or inactive style is a bad request.
 */
async function stylesPackage(ids: StyleOptionId[]): Promise<PackageInfo> {
  const styles = await findStyles(ids);
  if (!styles) throw new AppError(400, 'payments.style_not_found');
  const count = styles.length;
  return {
    id: 'styles',
    line: 'studio',
    price_krw: styles.reduce((sum, s) => sum + s.price_krw, 0),
    provides: styleOrderProvides(count),
    four_k: false,
    name: { ko: `스타일 ${count}개`, en: `${count} style${count > 1 ? 's' : ''}`, ja: `スタイル${count}点` },
  };
}
