// Payment routes (spec §7 plus refunds, the sandbox checkout and the Toss webhook). Thin: validation at the
// edge, then the use cases. The gateway is picked per request from the settings (providers/payments).
import { Router } from 'express';
import { z } from 'zod';
import { settings } from '../../config';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { HttpError, notFound } from '../../http/errors';
import { callerOf } from '../../http/request-context';
import { parse } from '../../http/validate';
import { checkoutConfig, paymentGateway, sandboxGateway } from '../../providers/payments';
import { confirmPayment } from './confirm-payment';
import { getOrder, listPayments, type PaymentRecord } from './payments.repo';
import { paymentFor, quoteFor, refundPayment } from './refund-payment';
import { requestPayment } from './request-payment';
import { handleTossWebhook } from './toss-webhook';

const ORDER_ID = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const PAYMENT_KEY = z.string().min(1).max(200);
// Redirects stay on our own pages: the sandbox checkout follows them, so they must not lead elsewhere.
const returnUrl = (path: string) =>
  z.url({ protocol: /^https?$/ }).refine((u) => new URL(u).pathname === path, `must point to ${path}`);

const requestBody = z.object({
  packageId: z.string().min(1).max(64),
  method: z.enum(['CARD', 'MOBILE']).default('CARD'),
  successUrl: returnUrl('/payment/success'),
  failUrl: returnUrl('/payment/fail'),
});
const confirmBody = z.object({
  paymentKey: PAYMENT_KEY,
  orderId: ORDER_ID,
  amount: z.number().int().positive(),
});
const refundBody = z.object({ override: z.boolean().optional(), reason: z.string().max(200).optional() });

/** Spec §3: what the purchase list shows of a payment. */
const view = (p: PaymentRecord) => ({
  id: p.paymentKey,
  orderId: p.orderId,
  status: p.status,
  orderName: p.orderName,
  package: p.package,
  amount: p.amount,
  refundedAmount: p.refundedAmount,
  method: p.method,
  receiptUrl: p.receiptUrl,
  completedAt: p.completedAt.toDate().toISOString(),
  createdAt: p.createdAt.toDate().toISOString(),
});

export const paymentsRoutes: RouteModule = (deps) => {
  const router = Router();
  const auth = requireAuth(deps.verifyIdToken);

  router.get('/payments/config', (_req, res) => {
    res.json(checkoutConfig(settings()));
  });

  router.post('/payments/request', auth, async (req, res) => {
    const body = parse(requestBody, req);
    res.status(201).json({ success: true, ...(await requestPayment(callerOf(req).uid, body)) });
  });

  router.post('/payments/confirm', auth, async (req, res) => {
    const body = parse(confirmBody, req);
    const payment = await confirmPayment(paymentGateway(settings()), callerOf(req).uid, body);
    res.json({ success: true, payment: view(payment) });
  });

  router.get('/payments/my-payments', auth, async (req, res) => {
    const payments = await listPayments(callerOf(req).uid);
    res.json({ success: true, payments: payments.map(view) });
  });

  router.get('/payments/orders/:orderId', auth, async (req, res) => {
    const order = await getOrder(parse(z.object({ orderId: ORDER_ID }), req, 'params').orderId);
    if (!order || order.userId !== callerOf(req).uid) throw new HttpError(404, 'payments.order_not_found');
    const { orderId, orderName, amount, method, status, successUrl, failUrl, packageId } = order;
    res.json({ orderId, orderName, amount, method, status, successUrl, failUrl, packageId });
  });

  router.get('/payments/:paymentKey/refund', auth, async (req, res) => {
    const payment = await paymentFor(
      callerOf(req),
      parse(z.object({ paymentKey: PAYMENT_KEY }), req, 'params').paymentKey,
    );
    res.json({
      payment: view(payment),
      quote: payment.status === 'CONFIRMED' ? await quoteFor(payment) : null,
    });
  });

  router.post('/payments/:paymentKey/refund', auth, async (req, res) => {
    const { paymentKey } = parse(z.object({ paymentKey: PAYMENT_KEY }), req, 'params');
    const payment = await refundPayment(
      paymentGateway(settings()),
      callerOf(req),
      paymentKey,
      parse(refundBody, req),
    );
    res.json({ success: true, payment: view(payment) });
  });

  // The sandbox checkout's pay button. Exists only while the sandbox is the active gateway.
  router.post('/payments/sandbox/authorize', auth, async (req, res) => {
    if (checkoutConfig(settings()).provider !== 'sandbox') throw notFound();
    const { orderId } = parse(z.object({ orderId: ORDER_ID }), req);
    const order = await getOrder(orderId);
    if (!order || order.userId !== callerOf(req).uid) throw new HttpError(404, 'payments.order_not_found');
    if (order.status !== 'READY') throw new HttpError(409, 'payments.order_already_paid');
    const paymentKey = await sandboxGateway().authorize(orderId, order.amount);
    res.json({ paymentKey, orderId, amount: order.amount });
  });

  // Toss retries until it gets a 200; answer 200 for everything we handled or chose to ignore.
  router.post('/payments/webhook/toss', async (req, res) => {
    const outcome = await handleTossWebhook(
      paymentGateway(settings()),
      req.body,
      req.get('tosspayments-webhook-transmission-id'),
    );
    res.json({ ok: true, outcome });
  });

  return router;
};
