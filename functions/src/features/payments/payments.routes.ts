// Payment routes (spec §7 plus refunds, the sandbox checkout and the Toss webhook). Thin: validation at the
// edge with the wire contract's schemas, then the use cases. The gateway comes from the app's providers.
import { Router } from 'express';
import { z } from 'zod';
import {
  confirmRequestSchema,
  orderIdSchema,
  paymentKeySchema,
  paymentRequestSchema,
  refundRequestSchema,
  sandboxAuthorizeRequestSchema,
  type CheckoutConfig,
  type MyPaymentsResponse,
  type OrderView,
  type PaymentRequestResponse,
  type PaymentResponse,
  type PaymentView,
  type RefundQuoteResponse,
  type SandboxAuthorizeResponse,
} from '../../contracts';
import { requireAuth, requireRecentSignIn } from '../../http/auth';
import { requireEngine } from '../../http/engine';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/app';
import { callerOf } from '../../http/request-context';
import { parse } from '../../http/validate';
import { AppError, notFound } from '../../shared/errors';
import { confirmPayment } from './confirm-payment';
import { getOrder, listPayments, type PaymentRecord } from './payments.repo';
import { paymentFor, quoteFor, refundPayment } from './refund-payment';
import { requestPayment } from './request-payment';
import { handleTossWebhook } from './toss-webhook';

const raise = (error: Error): never => {
  throw error;
};

const orderParams = z.object({ orderId: orderIdSchema });
const paymentParams = z.object({ paymentKey: paymentKeySchema });

/** Spec §3: what the purchase list shows of a payment. */
const view = (p: PaymentRecord): PaymentView => ({
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
  refundPending: !!p.refundPending,
});

/** No gateway may serve (review C1: payments fail closed): the routes that need one answer 503. */
const unavailable = () => new AppError(503, 'payments.unavailable');

export const paymentsRoutes: RouteModule = (deps) => {
  const router = Router();
  const auth = requireAuth(deps.verifyIdToken);
  const limitOrders = rateLimit(deps.rateLimiter, RATE_LIMITS.orders);
  const gateway = () => deps.providers().payments ?? raise(unavailable());

  router.get('/payments/config', (_req, res) => {
    const body: CheckoutConfig = deps.providers().checkout ?? raise(unavailable());
    res.json(body);
  });

  router.post('/payments/request', auth, limitOrders, async (req, res) => {
    const providers = deps.providers();
    if (!providers.payments) throw unavailable();
    // Nothing can be delivered without an engine for either line: refused before the price list is read.
    if (Object.values(providers.engines).every((mode) => mode === 'unavailable'))
      requireEngine(providers.engines, 'studio');
    const input = parse(paymentRequestSchema, req);
    const body: PaymentRequestResponse = {
      success: true,
      ...(await requestPayment(callerOf(req).uid, input, providers.publicBaseUrl, (line) =>
        requireEngine(providers.engines, line),
      )),
    };
    res.status(201).json(body);
  });

  // No recent sign-in asked here (unlike refunds, L2): by now Toss has charged the card, and refusing the
  // confirm would strand the charge. The token is still verified with the revocation check.
  router.post('/payments/confirm', auth, async (req, res) => {
    const payments = gateway();
    const input = parse(confirmRequestSchema, req);
    const payment = await confirmPayment(payments, callerOf(req).uid, input);
    const body: PaymentResponse = { success: true, payment: view(payment) };
    res.json(body);
  });

  router.get('/payments/my-payments', auth, async (req, res) => {
    const payments = await listPayments(callerOf(req).uid);
    const body: MyPaymentsResponse = { success: true, payments: payments.map(view) };
    res.json(body);
  });

  router.get('/payments/orders/:orderId', auth, async (req, res) => {
    const order = await getOrder(parse(orderParams, req, 'params').orderId);
    if (!order || order.userId !== callerOf(req).uid) throw new AppError(404, 'payments.order_not_found');
    const { orderId, orderName, amount, method, status, successUrl, failUrl, packageId } = order;
    const body: OrderView = { orderId, orderName, amount, method, status, successUrl, failUrl, packageId };
    res.json(body);
  });

  router.get('/payments/:paymentKey/refund', auth, async (req, res) => {
    const payment = await paymentFor(callerOf(req), parse(paymentParams, req, 'params').paymentKey);
    const body: RefundQuoteResponse = {
      payment: view(payment),
      quote: await quoteFor(payment),
    };
    res.json(body);
  });

  // Money leaves the account: like deleting it, only within 5 minutes of a sign-in (L2).
  router.post('/payments/:paymentKey/refund', auth, requireRecentSignIn(), async (req, res) => {
    const { paymentKey } = parse(paymentParams, req, 'params');
    const payment = await refundPayment(
      gateway(),
      callerOf(req),
      paymentKey,
      parse(refundRequestSchema, req),
    );
    const body: PaymentResponse = { success: true, payment: view(payment) };
    res.json(body);
  });

  // The sandbox checkout's pay button. Exists only while the sandbox is the active gateway.
  router.post('/payments/sandbox/authorize', auth, async (req, res) => {
    const sandbox = deps.providers().sandbox;
    if (!sandbox) throw notFound();
    const { orderId } = parse(sandboxAuthorizeRequestSchema, req);
    const order = await getOrder(orderId);
    if (!order || order.userId !== callerOf(req).uid) throw new AppError(404, 'payments.order_not_found');
    if (order.status !== 'READY') throw new AppError(409, 'payments.order_already_paid');
    const paymentKey = await sandbox.authorize(orderId, order.amount);
    const body: SandboxAuthorizeResponse = { paymentKey, orderId, amount: order.amount };
    res.json(body);
  });

  // Toss retries until it gets a 200; answer 200 for everything we handled or chose to ignore.
  router.post('/payments/webhook/toss', async (req, res) => {
    const outcome = await handleTossWebhook(
      gateway(),
      req.body,
      req.get('tosspayments-webhook-transmission-id'),
    );
    res.json({ ok: true, outcome });
  });

  return router;
};
