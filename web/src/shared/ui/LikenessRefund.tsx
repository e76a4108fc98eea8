import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';

type Props = { credits: number | null; onRetry: () => void; disabled?: boolean };

/**
 * The likeness guarantee on a result: results judged not the person gave their credits back by themselves (the
 * server did it with the scores), so the low result cost nothing and the page offers to make it again with them.
 */
export function LikenessRefund({ credits, onRetry, disabled }: Props) {
  const { t } = useTranslation('common');
  if (!credits) return null;
  return (
    <div className="likeness-refund" role="status" data-testid="likeness-refund">
      <p>
        <strong>{t('likeness.refund.title', { count: credits })}</strong> {t('likeness.refund.body')}
      </p>
      <Button size="sm" onClick={onRetry} disabled={disabled} data-testid="likeness-retry">
        <Icon name="sparkles" size={16} />
        {t('likeness.refund.retry')}
      </Button>
    </div>
  );
}
