import { useTranslation } from 'react-i18next';
import { Button } from './Button';

type Props = { message: string; onRetry: () => void; className?: string };

/** A failure said in words, with the button that tries again right after it. */
export function RetryNote({ message, onRetry, className = 'tool-error' }: Props) {
  const { t } = useTranslation('common');
  return (
    <p className={className} role="alert">
      {message}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </p>
  );
}
