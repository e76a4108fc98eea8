import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { formatWon } from '../../../shared/lib/format';
import { Card, Skeleton } from '../../../shared/ui';
import { fetchPurchases } from '../api';
import type { Purchase } from '../types';

/** Spec §2: the purchase list of the credits tab; a failed fetch shows as an empty list (spec §8). */
export function PurchaseList() {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    void fetchPurchases().then((list) => !cancelled && setPurchases(list));
    return () => {
      cancelled = true;
    };
  }, []);

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
              <div>
                <strong>{formatWon(p.amount)}</strong>
                {p.receiptUrl && (
                  <div className="credits-tab__meta">
                    <a href={p.receiptUrl} target="_blank" rel="noreferrer">
                      {t('purchases.receipt')}
                    </a>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
