import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '../../../shared/ui';
import { CreditsBalance } from './CreditsBalance';
import { LedgerList } from './LedgerList';
import { PurchaseList } from './PurchaseList';
import './CreditsTab.css';

/**
 * The profile page's credits tab (spec §2): the remaining count, a buy button to /pricing, the purchase list
 * and the credit ledger.
 */
export function CreditsTab() {
  const { t } = useTranslation('credits');
  return (
    <div className="credits-tab" data-testid="credits-tab">
      <Card className="credits-tab__summary">
        <div>
          <p className="credits-tab__label">{t('tab.remaining')}</p>
          <CreditsBalance className="credits-tab__balance" />
        </div>
        <LinkButton to="/pricing">{t('tab.buy')}</LinkButton>
      </Card>
      <PurchaseList />
      <LedgerList />
    </div>
  );
}
