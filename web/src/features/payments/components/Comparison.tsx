import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui';
import { PricingSection } from './PricingSection';

const ROWS = ['time', 'cost', 'styles', 'retakes'] as const;

/** Spec §2: the product against a photo studio on time, cost, styles and retakes. */
export function Comparison() {
  const { t } = useTranslation('payments');
  return (
    <PricingSection
      id="compare-title"
      title={t('pricing.compare.title')}
      subtitle={t('pricing.compare.subtitle')}
      tone="warm"
    >
      <Card className="compare">
        <table className="compare__table">
          <thead>
            <tr>
              <th scope="col">{t('pricing.compare.criterion')}</th>
              <th scope="col" className="compare__us">
                {t('pricing.compare.us')}
              </th>
              <th scope="col">{t('pricing.compare.studio')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`pricing.compare.${row}`)}</th>
                <td className="compare__us">{t(`pricing.compare.${row}Us`)}</td>
                <td>{t(`pricing.compare.${row}Studio`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </PricingSection>
  );
}
