import { STYLE_GENERATIONS_EACH, type PaymentView } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { useLoad } from '../../../shared/hooks/useLoad';
import { ApiError } from '../../../shared/lib/apiClient';
import { formatWon } from '../../../shared/lib/format';
import { Button, Card, MessageDialog, Skeleton } from '../../../shared/ui';
import { authPath, useAuth } from '../../auth';
import { useCredits } from '../../credits';
import { fetchPricingConfig, fetchPurchases, fetchRefundQuote, requestRefund } from '../api';
import { packageName } from '../packages';

type Dialog =
  | { kind: 'notice'; message: string; tone: 'notice' | 'error' }
  | { kind: 'confirm'; message: string; purchase: PaymentView }
  | { kind: 'reauth' };

/**
 * Spec §2: the purchase list of the profile's credits tab (laid out by that tab's rows); a failed fetch shows
 * as an empty list (spec §8). Each purchase is named in the page's language from the price list (the order's own
 * name, in Korean, only when the list has no such package). Each confirmed purchase offers a refund under the refund policy; one whose refund
 * is waiting for the payment gateway says so instead. The server refunds only within 5 minutes of a sign-in (as
 * for deleting the account); otherwise the dialog says so and offers to sign in again, coming back to this tab.
 */
export function PurchaseList() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { data: purchases, retry: reload } = useLoad(() => fetchPurchases(), []);
  // The order keeps the Korean name it was paid under; the price list names the package in every language.
  const { data: config } = useLoad(() => fetchPricingConfig(), []);
  const { language } = useLanguage();
  const nameOf = (p: PaymentView) =>
    p.package.id === 'styles'
      ? t('payment.stylesName', { count: p.package.generations_included / STYLE_GENERATIONS_EACH })
      : (packageName(config, p.package.id, language) ?? p.orderName);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { fetch: refetchCredits } = useCredits();
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const fail = (error: unknown) =>
    setDialog({
      kind: 'notice',
      tone: 'error',
      message: error instanceof Error && error.message ? error.message : t('refund.failed'),
    });

  // The refund policy (terms): the server quotes what it would refund; the user confirms that amount.
  async function ask(p: PaymentView) {
    setBusy(p.id);
    try {
      const quote = await fetchRefundQuote(p.id);
      if (!quote) return setBusy(null);
      if (!quote.allowed)
        return setDialog({ kind: 'notice', tone: 'error', message: t(`refund.refused.${quote.reason}`) });
      const message =
        quote.kind === 'full'
          ? t('refund.confirmFull', { amount: formatWon(quote.refund) })
          : t('refund.confirmPartial', { amount: formatWon(quote.refund), fee: formatWon(quote.fee) });
      setDialog({ kind: 'confirm', message, purchase: p });
    } catch (error) {
      fail(error);
    }
  }

  async function refund(p: PaymentView) {
    setDialog(null);
    try {
      await requestRefund(p.id);
      setDialog({ kind: 'notice', tone: 'notice', message: t('refund.done') });
      reload();
      await refetchCredits(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth.reauth_required') setDialog({ kind: 'reauth' });
      else fail(error);
    }
  }

  async function signInAgain() {
    close();
    await signOut();
    navigate(authPath('/profile?tab=credits'), { replace: true });
  }

  function close() {
    setDialog(null);
    setBusy(null);
  }

  return (
    <Card as="section" aria-labelledby="purchases-title" data-testid="purchases">
      <h2 id="purchases-title" className="credits-tab__section-title">
        {t('purchases.title')}
      </h2>
      {purchases === undefined && <Skeleton height={56} />}
      {purchases?.length === 0 && <p className="credits-tab__empty">{t('purchases.empty')}</p>}
      {purchases && purchases.length > 0 && (
        <ul className="credits-tab__list">
          {purchases.map((p) => (
            <li key={p.id} className="credits-tab__row" data-testid="purchase">
              <div>
                <div data-testid="purchase-name">{nameOf(p)}</div>
                <div className="credits-tab__meta">
                  {p.completedAt ? format.dateTime(new Date(p.completedAt)) : ''} ·{' '}
                  {t(`purchases.method.${p.method}`)}
                </div>
              </div>
              <div className="credits-tab__purchase-side">
                <strong>{formatWon(p.amount)}</strong>
                {p.receiptUrl && (
                  <div className="credits-tab__meta">
                    <a href={p.receiptUrl} target="_blank" rel="noreferrer">
                      {t('purchases.receipt')}
                    </a>
                  </div>
                )}
                {p.status === 'CONFIRMED' && p.refundPending && (
                  <div className="credits-tab__meta" data-testid="refund-pending">
                    {t('refund.pending')}
                  </div>
                )}
                {p.status === 'CONFIRMED' && !p.refundPending && (
                  <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void ask(p)}>
                    {t('refund.action')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {purchases && purchases.length > 0 && (
        <p className="credits-tab__meta" data-testid="purchases-likeness-note">
          {t('purchases.likenessNote')}
        </p>
      )}
      {dialog?.kind === 'confirm' && (
        <MessageDialog
          title={t('refund.action')}
          message={dialog.message}
          onClose={close}
          onConfirm={() => void refund(dialog.purchase)}
          confirmLabel={t('refund.action')}
        />
      )}
      {dialog?.kind === 'reauth' && (
        <MessageDialog
          title={t('refund.action')}
          message={t('refund.reauthRequired')}
          tone="error"
          onClose={close}
          onConfirm={() => void signInAgain()}
          confirmLabel={t('refund.signInAgain')}
        />
      )}
      {dialog?.kind === 'notice' && (
        <MessageDialog
          title={t('refund.action')}
          message={dialog.message}
          tone={dialog.tone}
          onClose={close}
        />
      )}
    </Card>
  );
}
