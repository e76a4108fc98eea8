import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui';
import { PAYMENT_METHODS, type PaymentMethod } from '@contracts';

/** Spec §5: CARD (credit or check card) or MOBILE (simple pay), CARD by default. */
export function MethodPicker({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <fieldset className="card pay-card pay-methods" disabled={disabled}>
      <legend className="pay-card__title">{t('payment.methodTitle')}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={cx('pay-method', value === method && 'pay-method--active')}>
          <input
            type="radio"
            name="method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{t(`payment.methods.${method}`)}</strong>
            <small>{t(`payment.methods.${method}Hint`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
