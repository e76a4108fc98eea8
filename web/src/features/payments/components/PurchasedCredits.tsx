import type { PaymentView } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { useCredits } from '../../credits';
import { usePackage } from '../usePackage';

/** The balances a package can add to, with the field of the payment that says how much it added. */
const UNITS = [
  ['training', 'training_included'],
  ['generation', 'generations_included'],
  ['instant', 'instant_included'],
] as const;

/**
 * The success page's account of a purchase: what was bought (the package's name in the page language), and for
 * each balance it added to (training, studio generations, instant), how much was added and what is left now.
 * Balances the purchase did not touch are not shown, so an instant balance never stands in for a studio order.
 */
export function PurchasedCredits({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('credits');
  const { language } = useLanguage();
  const { credits } = useCredits();
  const pkg = usePackage(payment.package.id);
  const name = pkg.status === 'ready' ? pkg.pkg.name[language] : payment.package.name;
  const added = UNITS.filter(([, field]) => payment.package[field] > 0);
  return (
    <>
      <dt>{t('success.product')}</dt>
      <dd data-testid="purchased-name">{name}</dd>
      <dt>{t('success.balance')}</dt>
      <dd>
        <ul className="pay-result__credits" data-testid="purchased-credits" aria-live="polite">
          {added.map(([unit, field]) => (
            <li key={unit} data-testid={`purchased-${unit}`}>
              {t('success.line', {
                unit: tc(`unit.${unit}`),
                added: payment.package[field],
                left: credits ? tc('balance.left', { count: credits[unit] }) : tc('balance.loading'),
              })}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
