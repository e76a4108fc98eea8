// The payment gateway port: what our use cases need from Toss (or the offline sandbox), in our own types.
// Adapters map their wire formats to these and report failures as GatewayError (the gateway answered with an
// error code) or GatewayUnavailable (no answer: timeout, network), which callers treat differently: an
// unanswered confirm may still have succeeded and is reconciled by looking the order up.

export type GatewayStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface GatewayPayment {
  paymentKey: string;
  orderId: string;
  status: GatewayStatus;
  totalAmount: number;
  /** What is left after cancels. */
  balanceAmount: number;
  /** The gateway's own method name (Toss: '카드', '간편결제', ...). */
  method: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
}

export interface ConfirmInput {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface CancelInput {
  paymentKey: string;
  reason: string;
  /** Omitted for a full cancel. */
  amount?: number;
  /** Same key, same outcome: a retried cancel never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly name: 'toss' | 'sandbox';
  confirm(input: ConfirmInput): Promise<GatewayPayment>;
  getPayment(paymentKey: string): Promise<GatewayPayment>;
  /** Null when the gateway knows no payment for the order. */
  findByOrderId(orderId: string): Promise<GatewayPayment | null>;
  cancel(input: CancelInput): Promise<GatewayPayment>;
}

export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}
