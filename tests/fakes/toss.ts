// A fake Toss Payments core API (v1) speaking the real protocol (providers.md §1): Basic auth of
// `secretKey:`, confirm / get by paymentKey / get by orderId / cancel (full, partial, Idempotency-Key),
// {code, message} errors with Toss's HTTP statuses, and the TossPayments-Test-Code header. Tests register
// what the payment window would have authorized with `authorize()`, then drive the adapter against it. Like
// Toss, an authenticated payment that was never confirmed shows up in the lookups as IN_PROGRESS, and as
// EXPIRED (failure EXPIRED_PAYMENT) once its time is up (`expire()`): confirm then answers
// NOT_FOUND_PAYMENT_SESSION. Cancels can be lost on the way in or out, or refused (`behaviour`).
import type { ServerResponse } from 'node:http';
import { type FakeServer, type RecordedRequest, sendJson, startFakeServer } from './server';

export const TOSS_TEST_SECRET_KEY = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';

/** HTTP status of each error code, per the official table (providers.md §1.8). */
export const TOSS_ERROR_STATUS: Record<string, number> = {
  ALREADY_PROCESSED_PAYMENT: 400,
  PROVIDER_ERROR: 400,
  INVALID_REQUEST: 400,
  INVALID_API_KEY: 400,
  INVALID_CARD_EXPIRATION: 400,
  INVALID_STOPPED_CARD: 400,
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 400,
  EXCEED_MAX_PAYMENT_AMOUNT: 400,
  INVALID_CARD_LOST_OR_STOLEN: 400,
  INVALID_CARD_NUMBER: 400,
  CARD_PROCESSING_ERROR: 400,
  BELOW_MINIMUM_AMOUNT: 400,
  UNAUTHORIZED_KEY: 401,
  REJECT_CARD_PAYMENT: 403,
  REJECT_CARD_COMPANY: 403,
  FORBIDDEN_REQUEST: 403,
  REJECT_ACCOUNT_PAYMENT: 403,
  EXCEED_MAX_ONE_DAY_AMOUNT: 403,
  INVALID_PASSWORD: 403,
  INCORRECT_BASIC_AUTH_FORMAT: 403,
  FDS_ERROR: 403,
  NOT_CANCELABLE_AMOUNT: 403,
  NOT_CANCELABLE_PAYMENT: 403,
  NOT_FOUND_PAYMENT: 404,
  NOT_FOUND_PAYMENT_SESSION: 404,
  ALREADY_CANCELED_PAYMENT: 400,
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: 500,
  FAILED_INTERNAL_SYSTEM_PROCESSING: 500,
  UNKNOWN_PAYMENT_ERROR: 500,
};

const MESSAGES: Record<string, string> = {
  REJECT_CARD_PAYMENT: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
  REJECT_CARD_COMPANY: '결제 승인이 거절되었습니다.',
  NOT_FOUND_PAYMENT: '존재하지 않는 결제 정보 입니다.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제 입니다.',
  INCORRECT_BASIC_AUTH_FORMAT: "잘못된 요청입니다. ':' 를 포함해 인코딩해주세요.",
  UNAUTHORIZED_KEY: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
};

interface Session {
  paymentKey: string;
  orderId: string;
  amount: number;
  /** Confirm answers with this error code instead of approving. */
  failWith?: string;
  /** The 10 minutes for confirming have passed. */
  expired?: boolean;
}

interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: string;
  method: string;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  receipt: { url: string };
  cancels: Array<{ cancelAmount: number; cancelReason: string; canceledAt: string }>;
  isPartialCancelable: boolean;
}

export interface FakeToss extends FakeServer {
  authorize(session: Session): void;
  /** The authenticated, unconfirmed payment `paymentKey` runs out of time (Toss: EXPIRED). */
  expire(paymentKey: string): void;
  payments: Map<string, TossPayment>;
  /**
   * delayMs: every answer waits before any work (a slow Toss). slowConfirmMs: confirms are applied at once
   * but answered late, as when the network drops Toss's reply. cancelFault: the connection of a cancel drops
   * before Toss gets it ('unreached': nothing happens) or after Toss applied it ('answer-lost': the cancel and
   * its Idempotency-Key are recorded, the caller sees no answer). refuseCancel: cancels are refused with this
   * error code (e.g. NOT_CANCELABLE_PAYMENT) and nothing is cancelled.
   */
  behaviour: {
    delayMs: number;
    slowConfirmMs?: number;
    cancelFault?: 'unreached' | 'answer-lost';
    refuseCancel?: string;
  };
  /** Counts of successful operations, to prove idempotency (e.g. a cancel applied once). */
  counts: { confirm: number; cancel: number };
}

/** An authenticated payment nobody confirmed: IN_PROGRESS, or EXPIRED once its time is up. */
const unconfirmed = (
  session: Session,
): TossPayment & { failure: { code: string; message: string } | null } => ({
  paymentKey: session.paymentKey,
  orderId: session.orderId,
  orderName: 'order',
  status: session.expired ? 'EXPIRED' : 'IN_PROGRESS',
  method: '카드',
  totalAmount: session.amount,
  balanceAmount: session.amount,
  approvedAt: null,
  receipt: { url: `https://dashboard.tosspayments.com/receipt/${session.paymentKey}` },
  cancels: [],
  isPartialCancelable: false,
  failure: session.expired
    ? { code: 'EXPIRED_PAYMENT', message: '결제 유효 시간이 지나 만료되었습니다.' }
    : null,
});

function error(res: ServerResponse, code: string) {
  sendJson(res, TOSS_ERROR_STATUS[code] ?? 400, { code, message: MESSAGES[code] ?? code });
}

export async function startFakeToss(options: { port?: number; secretKey?: string } = {}): Promise<FakeToss> {
  const secretKey = options.secretKey ?? TOSS_TEST_SECRET_KEY;
  const sessions = new Map<string, Session>();
  const payments = new Map<string, TossPayment>();
  const cancelResponses = new Map<string, TossPayment>();
  const state = { behaviour: { delayMs: 0 } as FakeToss['behaviour'], counts: { confirm: 0, cancel: 0 } };

  const authorized = (req: RecordedRequest, res: ServerResponse) => {
    const match = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''));
    const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
    if (!decoded.includes(':')) {
      error(res, 'INCORRECT_BASIC_AUTH_FORMAT');
      return false;
    }
    if (decoded.slice(0, decoded.indexOf(':')) !== secretKey) {
      error(res, 'UNAUTHORIZED_KEY');
      return false;
    }
    return true;
  };

  const handler = async (req: RecordedRequest, res: ServerResponse) => {
    const { delayMs } = state.behaviour;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (!authorized(req, res)) return;
    // Test keys only: Toss answers with the requested error before validating anything else.
    const testCode = req.headers['tosspayments-test-code'];
    if (typeof testCode === 'string' && secretKey.startsWith('test_')) return error(res, testCode);

    const body = (req.json ?? {}) as Record<string, unknown>;
    if (req.method === 'POST' && req.path === '/v1/payments/confirm') {
      const { paymentKey, orderId, amount } = body;
      if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') {
        return error(res, 'INVALID_REQUEST');
      }
      const existing = payments.get(paymentKey);
      if (existing) return error(res, 'ALREADY_PROCESSED_PAYMENT');
      const session = sessions.get(paymentKey);
      if (!session || session.orderId !== orderId || session.expired)
        return error(res, 'NOT_FOUND_PAYMENT_SESSION');
      if (session.amount !== amount) return error(res, 'INVALID_REQUEST');
      if (session.failWith) return error(res, session.failWith);
      const payment: TossPayment = {
        paymentKey,
        orderId,
        orderName: 'order',
        status: 'DONE',
        method: '카드',
        totalAmount: amount,
        balanceAmount: amount,
        approvedAt: new Date().toISOString(),
        receipt: { url: `https://dashboard.tosspayments.com/receipt/${paymentKey}` },
        cancels: [],
        isPartialCancelable: true,
      };
      payments.set(paymentKey, payment);
      state.counts.confirm += 1;
      const late = state.behaviour.slowConfirmMs;
      if (late) await new Promise((r) => setTimeout(r, late));
      return sendJson(res, 200, payment);
    }

    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && byOrder) {
      const orderId = decodeURIComponent(byOrder[1]!);
      const found =
        [...payments.values()].find((p) => p.orderId === orderId) ??
        [...sessions.values()].filter((s) => s.orderId === orderId).map(unconfirmed)[0];
      return found ? sendJson(res, 200, found) : error(res, 'NOT_FOUND_PAYMENT');
    }

    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && cancel) {
      const { cancelFault, refuseCancel } = state.behaviour;
      if (cancelFault === 'unreached') return void res.socket?.destroy();
      if (refuseCancel) return error(res, refuseCancel);
      const paymentKey = decodeURIComponent(cancel[1]!);
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && key.length > 300) return error(res, 'INVALID_REQUEST');
      if (typeof key === 'string' && cancelResponses.has(key))
        return sendJson(res, 200, cancelResponses.get(key));
      const payment = payments.get(paymentKey);
      if (!payment) return error(res, 'NOT_FOUND_PAYMENT');
      if (typeof body.cancelReason !== 'string' || !body.cancelReason) return error(res, 'INVALID_REQUEST');
      if (payment.status === 'CANCELED') return error(res, 'ALREADY_CANCELED_PAYMENT');
      const amount = typeof body.cancelAmount === 'number' ? body.cancelAmount : payment.balanceAmount;
      if (amount <= 0 || amount > payment.balanceAmount) return error(res, 'NOT_CANCELABLE_AMOUNT');
      payment.balanceAmount -= amount;
      payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      payment.cancels.push({
        cancelAmount: amount,
        cancelReason: body.cancelReason,
        canceledAt: new Date().toISOString(),
      });
      state.counts.cancel += 1;
      const snapshot = structuredClone(payment);
      if (typeof key === 'string') cancelResponses.set(key, snapshot);
      if (cancelFault === 'answer-lost') return void res.socket?.destroy();
      return sendJson(res, 200, snapshot);
    }

    const get = /^\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const paymentKey = decodeURIComponent(get[1]!);
      const session = sessions.get(paymentKey);
      const payment = payments.get(paymentKey) ?? (session && unconfirmed(session));
      return payment ? sendJson(res, 200, payment) : error(res, 'NOT_FOUND_PAYMENT');
    }
  };

  const server = await startFakeServer(handler, { port: options.port });
  return Object.assign(server, {
    authorize: (session: Session) => void sessions.set(session.paymentKey, session),
    expire: (paymentKey: string) => {
      const session = sessions.get(paymentKey);
      if (session && !payments.has(paymentKey)) session.expired = true;
    },
    payments,
    counts: state.counts,
    behaviour: state.behaviour,
  });
}
