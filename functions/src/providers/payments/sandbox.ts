// The offline payment provider: a real gateway for development and the emulators, not a test double. Its
// checkout page (web /payment/sandbox) authorizes a payment here and then redirects to successUrl/failUrl
// exactly as Toss does; confirm, lookup and cancel behave like Toss's (same error codes for the same
// mistakes), with state in `sandbox_payments/{paymentKey}` (no client access under the rules).
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../shared/firebase';
import { GatewayError, type GatewayPayment, type GatewayStatus, type PaymentGateway } from './port';

const COLLECTION = 'sandbox_payments';

type SandboxDoc = {
  orderId: string;
  status: GatewayStatus;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  cancelKeys: string[];
};

const toPayment = (paymentKey: string, d: SandboxDoc): GatewayPayment => ({
  paymentKey,
  orderId: d.orderId,
  status: d.status,
  totalAmount: d.totalAmount,
  balanceAmount: d.balanceAmount,
  method: '카드',
  approvedAt: d.approvedAt,
  receiptUrl: null,
});

const notFound = () => new GatewayError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);

export interface SandboxGateway extends PaymentGateway {
  /** What the checkout page's pay button does: a payment authenticated but not yet confirmed. */
  authorize(orderId: string, amount: number): Promise<string>;
}

export function createSandboxGateway(): SandboxGateway {
  const col = () => db().collection(COLLECTION);

  return {
    name: 'sandbox',
    async authorize(orderId, amount) {
      const paymentKey = `sandbox_${randomBytes(12).toString('hex')}`;
      await col().doc(paymentKey).create({
        orderId,
        status: 'READY',
        totalAmount: amount,
        balanceAmount: amount,
        approvedAt: null,
        cancelKeys: [],
        createdAt: FieldValue.serverTimestamp(),
      });
      return paymentKey;
    },
    async confirm({ paymentKey, orderId, amount }) {
      return db().runTransaction(async (tx) => {
        const ref = col().doc(paymentKey);
        const snap = await tx.get(ref);
        const doc = snap.data() as SandboxDoc | undefined;
        // Toss answers a confirm whose orderId differs from the authorized one as an unknown session.
        if (!doc || doc.orderId !== orderId) {
          throw new GatewayError(
            'NOT_FOUND_PAYMENT_SESSION',
            '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
            404,
          );
        }
        if (doc.status !== 'READY')
          throw new GatewayError('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
        if (doc.totalAmount !== amount) throw new GatewayError('INVALID_REQUEST', '잘못된 요청입니다.', 400);
        const done: SandboxDoc = { ...doc, status: 'DONE', approvedAt: new Date().toISOString() };
        tx.update(ref, { status: done.status, approvedAt: done.approvedAt });
        return toPayment(paymentKey, done);
      });
    },
    async getPayment(paymentKey) {
      const snap = await col().doc(paymentKey).get();
      if (!snap.exists) throw notFound();
      return toPayment(paymentKey, snap.data() as SandboxDoc);
    },
    async findByOrderId(orderId) {
      const snap = await col().where('orderId', '==', orderId).get();
      const docs = snap.docs.map((d) => toPayment(d.id, d.data() as SandboxDoc));
      return docs.find((p) => p.status !== 'READY') ?? docs[0] ?? null;
    },
    async cancel({ paymentKey, amount, idempotencyKey }) {
      return db().runTransaction(async (tx) => {
        const ref = col().doc(paymentKey);
        const snap = await tx.get(ref);
        if (!snap.exists) throw notFound();
        const doc = snap.data() as SandboxDoc;
        // Idempotency-Key: a repeated cancel returns the payment as it is, without cancelling again.
        if (doc.cancelKeys.includes(idempotencyKey)) return toPayment(paymentKey, doc);
        if (doc.status === 'CANCELED')
          throw new GatewayError('ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.', 400);
        if (doc.status !== 'DONE' && doc.status !== 'PARTIAL_CANCELED') {
          throw new GatewayError('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.', 403);
        }
        const cancel = amount ?? doc.balanceAmount;
        if (cancel <= 0 || cancel > doc.balanceAmount) {
          throw new GatewayError('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.', 403);
        }
        const balanceAmount = doc.balanceAmount - cancel;
        const next: SandboxDoc = {
          ...doc,
          balanceAmount,
          status: balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
          cancelKeys: [...doc.cancelKeys, idempotencyKey],
        };
        tx.update(ref, { balanceAmount, status: next.status, cancelKeys: next.cancelKeys });
        return toPayment(paymentKey, next);
      });
    },
  };
}
