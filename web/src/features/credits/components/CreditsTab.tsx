import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '../../../shared/ui';
import { CreditsBalance } from './CreditsBalance';
import { LedgerList } from './LedgerList';
import './CreditsTab.css';

/**
 * The profile page's credits tab (spec §2): the remaining count, a buy button to /pricing, the purchase list
 * and the credit ledger. The purchase list belongs to payments, so the page that composes both passes it in.
 */
export function CreditsTab({ purchases }: { purchases?: ReactNode }) {
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
      {purchases}
      <LedgerList />
    </div>
  );
}
