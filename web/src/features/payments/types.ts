export type PaymentMethod = 'CARD' | 'MOBILE';

export type CheckoutConfig = { provider: 'toss' | 'sandbox'; clientKey: string | null };

/** The server's order (POST /payments/request): the amount and name come from pricing_config, not from us. */
export type Order = {
  orderId: string;
  orderName: string;
  amount: number;
  method: PaymentMethod;
  successUrl: string;
  failUrl: string;
};

export type ConfirmedPayment = {
  id: string;
  orderId: string;
  status: string;
  orderName: string;
  amount: number;
  completedAt: string;
};
