import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLoad } from '../../../shared/hooks/useLoad';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ApiError } from '../../../shared/lib/apiClient';
import { formatWon } from '../../../shared/lib/format';
import { Card, Icon, LinkButton, Spinner } from '../../../shared/ui';
import { useCredits } from '../../credits';
import { confirmPayment } from '../api';
import { PurchasedCredits } from '../components/PurchasedCredits';
import { nextPathAfter, parseSuccessParams } from '../nextStep';
import './payments.css';

/**
 * Spec §2 success: confirms the payment with the server (once), then shows the order, what was bought and the
 * balances the purchase added to.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('success.title'));
  const format = useFormat();
  const [search] = useSearchParams();
  const params = useMemo(() => parseSuccessParams(search), [search]);
  const { fetch: refetchCredits } = useCredits();
  // confirmPayment keeps one request per paymentKey, so a remount (StrictMode, a re-render after sign-in)
  // waits for the same confirm instead of sending a second one.
  const { data: payment, error } = useLoad(
    async (signal) => {
      const confirmed = await confirmPayment(params!.paymentKey, params!.orderId, params!.amount);
      if (!signal.aborted) void refetchCredits(true);
      return confirmed;
    },
    [params, refetchCredits],
    { enabled: !!params },
  );

  if (!params) return <Result icon="alert" error title={t('success.missing')} />;
  if (error) {
    const message =
      error instanceof ApiError && error.code === 'approval_failed'
        ? t('success.approvalFailed')
        : error instanceof Error && error.message
          ? error.message
          : t('success.confirmFailed');
    return (
      <Result icon="alert" error title={t('success.errorTitle')}>
        <p className="pay-result__note" role="alert" data-testid="confirm-error">
          {message}
        </p>
        <LinkButton to="/pricing">{t('success.backToPackages')}</LinkButton>
      </Result>
    );
  }
  if (!payment) {
    return (
      <Result title={t('success.confirming')} busy>
        <Spinner />
      </Result>
    );
  }
  return (
    <Result icon="check" title={t('success.heading')}>
      <dl className="pay-result__rows">
        <dt>{t('success.orderNumber')}</dt>
        <dd data-testid="order-id">{payment.orderId}</dd>
        <dt>{t('success.amount')}</dt>
        <dd>{formatWon(payment.amount)}</dd>
        <dt>{t('success.time')}</dt>
        <dd>{format.dateTime(new Date(payment.completedAt))}</dd>
        <PurchasedCredits payment={payment} />
      </dl>
      <p className="pay-result__note">{t('success.creditsAdded')}</p>
      <div className="pay-result__actions">
        <LinkButton to={nextPathAfter(payment)} size="lg" block>
          {t('success.next')}
        </LinkButton>
        <LinkButton to="/pricing" variant="secondary" block>
          {t('success.toPricing')}
        </LinkButton>
      </div>
    </Result>
  );
}

function Result({
  title,
  icon,
  error,
  busy,
  children,
}: {
  title: string;
  icon?: 'check' | 'alert';
  error?: boolean;
  busy?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className="payment-page container">
      <Card className="pay-card pay-result" aria-busy={busy || undefined} data-testid="payment-result">
        {icon && (
          <span
            className={error ? 'pay-result__icon pay-result__icon--error' : 'pay-result__icon'}
            aria-hidden
          >
            <Icon name={icon} size={28} strokeWidth={2.4} />
          </span>
        )}
        <h1 className="payment-page__title">{title}</h1>
        {children}
      </Card>
    </section>
  );
}
