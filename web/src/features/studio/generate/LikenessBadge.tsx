import { LikenessBadge as Badge } from '../../../shared/ui';
import type { Shot } from './shots';

/** A result's likeness to the training's person (shared/ui LikenessBadge). */
export function LikenessBadge({ shot }: { shot: Shot }) {
  return <Badge likeness={shot.generation.identity[shot.index]} />;
}
