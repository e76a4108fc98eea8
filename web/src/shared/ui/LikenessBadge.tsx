import type { Likeness } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';

const TONE = { high: 'success', medium: 'soft', low: 'accent' } as const;

/**
 * How much a result looks like the person, in plain words ("닮음 높음 / 보통 / 낮음"), the measured score on
 * demand (the tooltip and the accessible name). A result that is the user's own photo composed onto a backdrop
 * says so instead. Nothing when unscored, or scored by the previous identity model (no level).
 */
export function LikenessBadge({ likeness }: { likeness: Likeness | undefined }) {
  const { t } = useTranslation('common');
  if (!likeness || likeness.score === null || !likeness.level) return null;
  const score = likeness.score.toFixed(2);
  const label = likeness.own_photo ? t('likeness.ownPhoto') : t(`likeness.level.${likeness.level}`);
  const detail = t(likeness.own_photo ? 'likeness.ownPhotoDetail' : 'likeness.detail', { score });
  return (
    <span
      className="likeness-badge"
      data-testid="likeness"
      data-level={likeness.level}
      data-own-photo={likeness.own_photo ? 'true' : undefined}
      title={detail}
      aria-label={`${label} (${detail})`}
    >
      <Badge tone={likeness.own_photo ? 'soft' : TONE[likeness.level]}>{label}</Badge>
    </span>
  );
}
