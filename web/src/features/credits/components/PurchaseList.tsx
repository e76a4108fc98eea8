import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { formatWon } from '../../../shared/lib/format';
import { Button, Card, Skeleton } from '../../../shared/ui';
import { fetchPurchases, fetchRefundQuote, requestRefund } from '../api';
import type { Purchase } from '../types';
import { useCredits } from '../useCredits';

/** Spec §2: the purchase list of the credits tab; a failed fetch shows as an empty list (spec §8). */
export function PurchaseList() {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { fetch: refetchCredits } = useCredits();

  const load = useCallback(() => fetchPurchases().then(setPurchases), []);
  useEffect(() => {
    let cancelled = false;
    void fetchPurchases().then((list) => !cancelled && setPurchases(list));
    return () => {
      cancelled = true;
    };
  }, []);

  // The refund policy (terms): the server quotes what it would refund; the user confirms that amount.
  async function refund(p: Purchase) {
    setBusy(p.id);
    try {
      const quote = await fetchRefundQuote(p.id);
      if (!quote) return;
      if (!quote.allowed) {
        window.alert(t(`refund.refused.${quote.reason}`));
        return;
      }
      const question =
        quote.kind === 'full'
          ? t('refund.confirmFull', { amount: formatWon(quote.refund) })
          : t('refund.confirmPartial', { amount: formatWon(quote.refund), fee: formatWon(quote.fee) });
      if (!window.confirm(question)) return;
      await requestRefund(p.id);
      window.alert(t('refund.done'));
      await Promise.all([load(), refetchCredits(true)]);
    } catch (error) {
      window.alert(error instanceof Error && error.message ? error.message : t('refund.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card as="section" aria-labelledby="purchases-title" data-testid="purchases">
      <h2 id="purchases-title" className="credits-tab__section-title">
        {t('purchases.title')}
      </h2>
      {purchases === null && <Skeleton height={56} />}
      {purchases?.length === 0 && <p className="credits-tab__empty">{t('purchases.empty')}</p>}
      {purchases && purchases.length > 0 && (
        <ul className="credits-tab__list">
          {purchases.map((p) => (
            <li key={p.id} className="credits-tab__row" data-testid="purchase">
              <div>
                <div>{p.orderName}</div>
                <div className="credits-tab__meta">
                  {p.completedAt ? format.dateTime(new Date(p.completedAt)) : ''} ·{' '}
                  {t(`purchases.method.${p.method === 'MOBILE' ? 'MOBILE' : 'CARD'}`)}
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
                {p.status === 'CONFIRMED' && (
                  <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void refund(p)}>
                    {t('refund.action')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
