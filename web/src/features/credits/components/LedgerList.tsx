import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { Card, cx, RetryNote, Skeleton } from '../../../shared/ui';
import { useLedger } from '../useLedger';

/** The newest credit changes: grants, uses, refunds and expiries, each with the balance after it. */
export function LedgerList() {
  const { t } = useTranslation('credits');
  const format = useFormat();
  const state = useLedger();

  return (
    <Card as="section" aria-labelledby="ledger-title" data-testid="ledger">
      <h2 id="ledger-title" className="credits-tab__section-title">
        {t('ledger.title')}
      </h2>
      {state.status === 'loading' && <Skeleton height={72} />}
      {state.status === 'error' && (
        <RetryNote className="credits-tab__empty" message={t('ledger.error')} onRetry={state.retry} />
      )}
      {state.status === 'ready' && state.lines.length === 0 && (
        <p className="credits-tab__empty">{t('ledger.empty')}</p>
      )}
      {state.status === 'ready' && state.lines.length > 0 && (
        <ul className="credits-tab__list">
          {state.lines.map((line) => (
            <li
              key={line.id}
              className="credits-tab__row"
              data-testid="ledger-line"
              data-kind={line.kind}
              data-reason={line.reason}
            >
              <div>
                <div>
                  {t(line.reason ? `ledger.reason.${line.reason}` : `ledger.kind.${line.kind}`)} ·{' '}
                  {t(`unit.${line.unit}`)}
                </div>
                <div className="credits-tab__meta">
                  {line.createdAt ? format.dateTime(line.createdAt) : ''}
                  {line.expiresAt && ` · ${t('ledger.expires', { date: format.date(line.expiresAt) })}`}
                </div>
              </div>
              <div>
                <span
                  className={cx(line.amount >= 0 ? 'credits-tab__delta--plus' : 'credits-tab__delta--minus')}
                >
                  {line.amount > 0 ? `+${line.amount}` : line.amount}
                </span>
                <div className="credits-tab__meta">
                  {t('ledger.balanceAfter', { count: line.balanceAfter })}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
