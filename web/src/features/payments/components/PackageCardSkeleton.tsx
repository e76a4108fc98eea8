import { Card, Skeleton } from '../../../shared/ui';

export function PackageCardSkeleton() {
  return (
    <Card className="pkg-card pkg-card--skeleton" data-testid="package-skeleton">
      <Skeleton width={84} height={22} radius={999} />
      <Skeleton width="55%" height={26} />
      <Skeleton width="90%" height={16} />
      <Skeleton width="40%" height={38} />
      <div className="pkg-card__features">
        <Skeleton width="80%" height={14} />
        <Skeleton width="70%" height={14} />
        <Skeleton width="75%" height={14} />
      </div>
      <Skeleton height={54} radius={999} />
    </Card>
  );
}
