import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../../shared/hooks/useLoad';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { formatWon } from '../../../shared/lib/format';
import { Badge, Button, Card, LinkButton, PageSpinner } from '../../../shared/ui';
import { authorizeSandboxPayment, fetchOrder } from '../api';
import type { Order } from '@contracts';
import './payments.css';

const FAILURES = [
  ['cancel', 'PAY_PROCESS_CANCELED'],
  ['refuse', 'REJECT_CARD_COMPANY'],
  ['limit', 'EXCEED_MAX_DAILY_PAYMENT_COUNT'],
] as const;

/** Follows a return URL only when it stays on this site (the server also restricts them to our two pages). */
function go(url: string, query: Record<string, string>) {
  const target = new URL(url, window.location.origin);
  if (target.origin !== window.location.origin) return;
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  window.location.assign(target.toString());
}

/**
 * The offline payment window (no Toss keys configured): it never loads Toss's script, and redirects to the
 * order's successUrl or failUrl with exactly Toss's query parameters, so the rest of the flow is the real one.
 */
export default function SandboxCheckoutPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('sandbox.title'));
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { data: order, error } = useLoad(() => fetchOrder(orderId), [orderId]);
  const [busy, setBusy] = useState(false);

  if (error) {
    return (
      <section className="payment-page container">
        <Card className="pay-card pay-result">
          <p className="pay-result__note" role="alert">
            {t('sandbox.loadFailed')}
          </p>
          <LinkButton to="/pricing">{t('fail.toPricing')}</LinkButton>
        </Card>
      </section>
    );
  }

  if (!order) return <PageSpinner />;

  async function pay(o: Order) {
    setBusy(true);
    try {
      const { paymentKey, amount } = await authorizeSandboxPayment(o.orderId);
      go(o.successUrl, { paymentType: 'NORMAL', orderId: o.orderId, paymentKey, amount: String(amount) });
    } catch {
      go(o.failUrl, { code: 'PAY_PROCESS_ABORTED', message: t('success.confirmFailed'), orderId: o.orderId });
    }
  }

  return (
    <section className="payment-page container">
      <Card className="pay-card pay-result" data-testid="sandbox-checkout">
        <Badge tone="accent">{t('payment.sandboxNote')}</Badge>
        <h1 className="payment-page__title">{t('sandbox.title')}</h1>
        <p className="pay-result__note">{t('sandbox.body')}</p>
        <dl className="pay-result__rows">
          <dt>{t('sandbox.order')}</dt>
          <dd>{order.orderName}</dd>
          <dt>{t('sandbox.amount')}</dt>
          <dd>{formatWon(order.amount)}</dd>
        </dl>
        <div className="pay-result__actions">
          <Button size="lg" block disabled={busy} onClick={() => void pay(order)}>
            {t('sandbox.pay')}
          </Button>
          {FAILURES.map(([action, code]) => (
            <Button
              key={code}
              variant="secondary"
              block
              disabled={busy}
              onClick={() =>
                go(order.failUrl, { code, message: t(`sandbox.messages.${code}`), orderId: order.orderId })
              }
            >
              {t(`sandbox.${action}`)}
            </Button>
          ))}
        </div>
      </Card>
    </section>
  );
}
