import { GENERATION_LIMITS } from '@contracts';
import { useTranslation } from 'react-i18next';
import { LinkButton, ToggleButton } from '../../../shared/ui';
import { useCredits } from '../../credits';
import { returnToModelAfterTopUp, STUDIO_TOPUP_PATH } from './topUp';

const { min, max } = GENERATION_LIMITS.numImages;
const COUNTS = Array.from({ length: max - min + 1 }, (_, i) => min + i);

type Props = {
  value: number;
  onChange: (n: number) => void;
  /** The model the page generates from: buying more comes back to it. */
  trainingId: string;
  disabled?: boolean;
};

/** Spec §5: 1-4 images; each costs one generation credit, shown beside the balance. */
export function CountAndCost({ value, onChange, trainingId, disabled = false }: Props) {
  const { t } = useTranslation('generate');
  const { credits, loading, error } = useCredits();
  const balance = credits
    ? t('cost.balance', { count: credits.generation })
    : error && !loading
      ? t('cost.balanceFailed')
      : t('cost.balanceLoading');
  return (
    <div className="gen-count">
      <div className="gen-count__chips" role="group" aria-label={t('count.label')}>
        <span className="gen-count__label">{t('count.label')}</span>
        {COUNTS.map((n) => (
          <ToggleButton
            key={n}
            pressed={n === value}
            className="chip gen-chip"
            onClick={() => onChange(n)}
            disabled={disabled}
            data-testid={`gen-count-${n}`}
          >
            {t('count.option', { count: n })}
          </ToggleButton>
        ))}
      </div>
      <p className="gen-cost" data-testid="gen-cost">
        <strong>{t('cost.needs', { count: value })}</strong>
        <span data-testid="gen-balance">{balance}</span>
        <LinkButton
          to={STUDIO_TOPUP_PATH}
          onClick={() => returnToModelAfterTopUp(trainingId)}
          size="sm"
          variant="secondary"
          data-testid="gen-buy"
        >
          {t('cost.buy')}
        </LinkButton>
      </p>
    </div>
  );
}
