import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';

type Props = {
  label: string;
  url: string | null;
  busy: boolean;
  disabled: boolean;
  onCreate: () => void;
  testId: string;
};

/** One photo's mask: the create button, then a small preview of the mask (white = keep). */
export function MaskStatus({ label, url, busy, disabled, onCreate, testId }: Props) {
  const { t } = useTranslation('idphoto');
  return (
    <div className="idphoto-mask">
      <span className="idphoto-mask__label">{label}</span>
      {url ? (
        <img
          src={url}
          alt={t('masks.preview')}
          className="idphoto-mask__img"
          data-testid={`${testId}-preview`}
        />
      ) : null}
      <Button
        size="sm"
        variant={url ? 'ghost' : 'secondary'}
        disabled={disabled || busy}
        onClick={onCreate}
        data-testid={testId}
      >
        {busy ? t('masks.creating') : url ? t('masks.recreate') : t('masks.create')}
      </Button>
    </div>
  );
}
