import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui';
import type { Shot } from './shots';

/**
 * How much a result looks like the person (identity similarity to the training photos), said plainly: a
 * percentage, and a warning tone when the scorer judged it not the same person. Nothing when unscored.
 */
export function LikenessBadge({ shot }: { shot: Shot }) {
  const { t } = useTranslation('generate');
  const identity = shot.generation.identity[shot.index];
  if (!identity || identity.score === null) return null;
  const percent = Math.round(Math.max(0, Math.min(1, identity.score)) * 100);
  return (
    <span className="gen-likeness" data-testid="gen-likeness" data-percent={percent}>
      <Badge tone={identity.same_person ? 'success' : 'soft'}>
        {t(identity.same_person ? 'likeness.score' : 'likeness.low', { percent })}
      </Badge>
    </span>
  );
}
