import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Card, Icon, LinkButton } from '../../../shared/ui';
import './payments.css';

// Spec §8 codes plus Toss's real ones for a short balance (there is no INSUFFICIENT_BALANCE at Toss; it stays
// in the table because the spec names it).
const KNOWN_CODES = [
  'PAY_PROCESS_CANCELED',
  'PAY_PROCESS_ABORTED',
  'REJECT_CARD_COMPANY',
  'INSUFFICIENT_BALANCE',
  'REJECT_CARD_PAYMENT',
  'REJECT_ACCOUNT_PAYMENT',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_ONE_DAY_DEPOSIT_AMOUNT',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnown = (code: string | null): code is KnownCode => KNOWN_CODES.includes(code as KnownCode);

/** Spec §2 failure: order id, code, cause and remedy, tips, support hours, and the ways back. */
export default function PaymentFailPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('fail.title'));
  const [params] = useSearchParams();
  const code = params.get('code');
  const message = params.get('message');
  const orderId = params.get('orderId');
  const cause = isKnown(code) ? t(`fail.codes.${code}.cause`) : message || t('fail.unknownCause');
  const remedy = isKnown(code) ? t(`fail.codes.${code}.remedy`) : t('fail.unknownRemedy');

  return (
    <section className="payment-page container">
      <Card className="pay-card pay-result" data-testid="payment-fail">
        <span className="pay-result__icon pay-result__icon--error" aria-hidden>
          <Icon name="alert" size={28} strokeWidth={2.4} />
        </span>
        <h1 className="payment-page__title">{t('fail.heading')}</h1>
        <dl className="pay-result__rows">
          {orderId && (
            <>
              <dt>{t('fail.orderId')}</dt>
              <dd>{orderId}</dd>
            </>
          )}
          {code && (
            <>
              <dt>{t('fail.code')}</dt>
              <dd data-testid="fail-code">{code}</dd>
            </>
          )}
          <dt>{t('fail.cause')}</dt>
          <dd data-testid="fail-cause">{cause}</dd>
          <dt>{t('fail.remedy')}</dt>
          <dd>{remedy}</dd>
        </dl>
        <div className="pay-result__tips">
          <h2 className="pay-card__title">{t('fail.tipsTitle')}</h2>
          <ul className="payment-page__secure">
            {(t('fail.tips', { returnObjects: true }) as string[]).map((tip) => (
              <li key={tip}>
                <Icon name="check" size={15} strokeWidth={2.4} />
                {tip}
              </li>
            ))}
          </ul>
        </div>
        <p className="pay-result__note">{t('fail.support')}</p>
        <div className="pay-result__actions">
          <LinkButton to="/pricing" size="lg" block>
            {t('fail.toPricing')}
          </LinkButton>
          <LinkButton to="/dashboard" variant="secondary" block>
            {t('fail.toDashboard')}
          </LinkButton>
        </div>
      </Card>
    </section>
  );
}
