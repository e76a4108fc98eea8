import { useTranslation } from 'react-i18next';
import { Button, Card, Icon } from '../../../shared/ui';
import { useAuth } from '../../auth';
import { isFreePackage, type PackageLine } from '../packages';
import { usePackages } from '../usePackages';
import { PackageCard } from './PackageCard';
import { PackageCardSkeleton } from './PackageCardSkeleton';
import './PackageList.css';

const SKELETON_COUNT = 3;

/**
 * The package cards of one line, read from pricing_config/main, with loading, error and empty states. The free
 * trial is offered to visitors only: a signed-in user received it at sign-up and cannot take it again.
 */
export function PackageList({ line }: { line: PackageLine }) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const state = usePackages(line);
  const { user } = useAuth();

  if (state.status === 'loading') {
    return (
      <div className="pkg-grid" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('list.loading')}
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <PackageCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <Card className="pkg-notice pkg-notice--error" role="alert" data-testid="packages-error">
        <Icon name="alert" size={28} className="pkg-notice__icon" />
        <h3 className="pkg-notice__title">{t('list.errorTitle')}</h3>
        <p className="pkg-notice__body">{t('list.errorBody')}</p>
        <Button variant="secondary" onClick={state.retry}>
          {tc('actions.retry')}
        </Button>
      </Card>
    );
  }

  const packages = user ? state.packages.filter((pkg) => !isFreePackage(pkg)) : state.packages;
  if (packages.length === 0) {
    return (
      <Card className="pkg-notice" data-testid="packages-empty">
        <Icon name="sparkles" size={28} className="pkg-notice__icon" />
        <h3 className="pkg-notice__title">{t('list.emptyTitle')}</h3>
        <p className="pkg-notice__body">{t('list.emptyBody')}</p>
      </Card>
    );
  }

  return (
    <div className="pkg-grid">
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </div>
  );
}
