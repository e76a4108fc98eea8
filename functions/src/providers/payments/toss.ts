// Toss Payments core API v1 (also used by SDK v2): https://docs.tosspayments.com/reference
// Basic auth is base64(secretKey + ':'), the trailing colon included (without it Toss answers 403
// INCORRECT_BASIC_AUTH_FORMAT). Errors are {code, message}; we key on `code`, never on the HTTP status,
// because sources disagree on statuses.
import {
  type CancelInput,
  type ConfirmInput,
  GatewayError,
  type GatewayPayment,
  type GatewayStatus,
  GatewayUnavailable,
  type PaymentGateway,
} from './port';

export interface TossOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Test keys only: forces Toss to answer with this error code (TossPayments-Test-Code). */
  testCode?: string;
}

type TossPaymentBody = {
  paymentKey: string;
  orderId: string;
  status: GatewayStatus;
  totalAmount: number;
  balanceAmount?: number;
  method?: string | null;
  approvedAt?: string | null;
  receipt?: { url?: string } | null;
};

const toPayment = (p: TossPaymentBody): GatewayPayment => ({
  paymentKey: p.paymentKey,
  orderId: p.orderId,
  status: p.status,
  totalAmount: p.totalAmount,
  balanceAmount: p.balanceAmount ?? p.totalAmount,
  method: p.method ?? null,
  approvedAt: p.approvedAt ?? null,
  receiptUrl: p.receipt?.url ?? null,
});

export function createTossGateway(options: TossOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.testCode ? { 'TossPayments-Test-Code': options.testCode } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayUnavailable(
        `Toss ${method} ${path}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      if (!data || typeof data.code !== 'string')
        throw new GatewayUnavailable(`Toss ${method} ${path}: HTTP ${res.status}`);
      throw new GatewayError(data.code, String(data.message ?? ''), res.status);
    }
    return data as unknown as TossPaymentBody;
  }

  const key = (value: string) => encodeURIComponent(value);

  return {
    name: 'toss',
    async confirm({ paymentKey, orderId, amount }: ConfirmInput) {
      return toPayment(await call('POST', '/v1/payments/confirm', { paymentKey, orderId, amount }));
    },
    async getPayment(paymentKey) {
      return toPayment(await call('GET', `/v1/payments/${key(paymentKey)}`));
    },
    async findByOrderId(orderId) {
      try {
        return toPayment(await call('GET', `/v1/payments/orders/${key(orderId)}`));
      } catch (err) {
        if (err instanceof GatewayError && err.code === 'NOT_FOUND_PAYMENT') return null;
        throw err;
      }
    },
    async cancel({ paymentKey, reason, amount, idempotencyKey }: CancelInput) {
      const body = { cancelReason: reason, ...(amount === undefined ? {} : { cancelAmount: amount }) };
      return toPayment(
        await call('POST', `/v1/payments/${key(paymentKey)}/cancel`, body, {
          'Idempotency-Key': idempotencyKey,
        }),
      );
    },
  };
}
