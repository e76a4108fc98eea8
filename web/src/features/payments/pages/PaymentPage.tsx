import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ApiError } from '../../../shared/lib/apiClient';
import { formatWon } from '../../../shared/lib/format';
import {
  Button,
  EngineNotice,
  Icon,
  MessageDialog,
  PageSpinner,
  ServiceUnavailable,
  useEngines,
} from '../../../shared/ui';
import { useAuth } from '../../auth';
import { openPaymentWindow, requestOrder } from '../api';
import { MethodPicker } from '../components/MethodPicker';
import { OrderSummary } from '../components/OrderSummary';
import { isFreePackage } from '../packages';
import { parseStyleIds } from '../styleOrder';
import type { PaymentMethod } from '@contracts';
import { usePackage } from '../usePackage';
import './payments.css';

/** The server's error code when no payment gateway may serve (503). */
const PAYMENTS_UNAVAILABLE = 'payments.unavailable';

/**
 * Spec §2 payment and §4 flow: the server registers the order (and its price), then the payment window opens.
 * The button does nothing without a package or user or while a submission runs, and works again after a failure.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('payment.title'));
  const [params] = useSearchParams();
  // The style wizard sends ?styles=<ids> (its total is only a display: the server prices the order).
  const styleIds = useMemo(() => parseStyleIds(params.get('styles')), [params]);
  const stylesName = useMemo(() => {
    const name = t('payment.stylesName', { count: styleIds?.length ?? 0 });
    return { ko: name, en: name, ja: name };
  }, [t, styleIds]);
  const state = usePackage(params.get('package'), styleIds, stylesName);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const engines = useEngines();

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status !== 'ready') return <Navigate to="/pricing" replace />;
  const { pkg } = state;
  if (isFreePackage(pkg)) return <Navigate to="/instant-new" replace />;
  // A line this deployment cannot deliver is not sold (the server refuses the order too: 503 ai.unavailable).
  if (engines?.[pkg.line] === 'unavailable') return <ServiceUnavailable />;

  async function pay() {
    if (!user || busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const order = await requestOrder(styleIds ? { styleIds } : { packageId: pkg.id }, method);
      const outcome = await openPaymentWindow(order, { email: user.email, name: user.displayName });
      if (outcome.kind === 'sandbox') navigate(outcome.path);
      if (outcome.kind !== 'redirecting') reset();
    } catch (error) {
      reset();
      // No payment gateway is configured (the server fails closed): say so plainly, not as a failed request.
      if (error instanceof ApiError && error.code === PAYMENTS_UNAVAILABLE) {
        setFailure(t('payment.unavailable'));
        return;
      }
      const message = error instanceof Error && error.message ? error.message : t('payment.unknownError');
      setFailure(t('payment.requestFailed', { message }));
    }
  }

  function reset() {
    busy.current = false;
    setSubmitting(false);
  }

  return (
    <section className="payment-page container">
      <h1 className="payment-page__title">{t('payment.title')}</h1>
      <EngineNotice line={pkg.line} />
      <div className="payment-page__grid">
        <OrderSummary pkg={pkg} />
        <div className="payment-page__side">
          <MethodPicker value={method} onChange={setMethod} disabled={submitting} />
          <Button size="lg" block onClick={pay} disabled={!user || submitting} data-testid="pay-button">
            {submitting ? t('payment.submitting') : t('payment.pay', { amount: formatWon(pkg.price_krw) })}
          </Button>
          <ul className="payment-page__secure">
            {(t('payment.secure', { returnObjects: true }) as string[]).map((line) => (
              <li key={line}>
                <Icon name="check" size={15} strokeWidth={2.4} />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {failure && (
        <MessageDialog
          title={t('payment.title')}
          message={failure}
          tone="error"
          onClose={() => setFailure(null)}
        />
      )}
    </section>
  );
}
