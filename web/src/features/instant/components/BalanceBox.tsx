import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui';
import { CreditsBalance } from '../../credits';

/** Spec §2: 'available credits' with the balance (or its loading / '로드 실패' text) and a way to buy more. */
export function BalanceBox() {
  const { t } = useTranslation('instant');
  return (
    <div className="instant-balance" data-testid="instant-balance">
      <span className="instant-balance__label">{t('balance.label')}</span>
      <CreditsBalance className="instant-balance__count" />
      <LinkButton to="/pricing" size="sm" variant="secondary">
        {t('balance.buy')}
      </LinkButton>
    </div>
  );
}
