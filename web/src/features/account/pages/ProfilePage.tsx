import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Button, cx, PageSpinner } from '../../../shared/ui';
import { useAuth } from '../../auth';
import { CreditsTab } from '../../credits';
import { GalleryView } from '../../gallery';
import { PurchaseList } from '../../payments';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileInfoTab } from '../components/ProfileInfoTab';
import { useUserProfile } from '../useUserProfile';
import './ProfilePage.css';

const TABS = ['info', 'credits', 'gallery'] as const;
type Tab = (typeof TABS)[number];

/** Spec §2: /profile?tab=info|credits|gallery, info by default. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'info';
  const { profile, error, reload } = useUserProfile(user?.uid);
  usePageTitle(t('profile.title'));

  // The route guard renders this page only with a user; the spinner covers a sign-out in progress.
  if (!user) return <PageSpinner />;

  return (
    <section className="profile-page container">
      <ProfileHeader user={user} profile={profile} />
      {error && (
        <div className="auth-form__error profile-page__error" role="alert">
          <span>{t('profile.loadFailed')}</span>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('profile.retry')}
          </Button>
        </div>
      )}
      <div className="profile-tabs" role="tablist" aria-label={t('profile.title')}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`profile-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="profile-panel"
            className={cx('profile-tabs__tab', tab === id && 'is-active')}
            onClick={() => setParams(id === 'info' ? {} : { tab: id }, { replace: true })}
          >
            {t(`profile.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div id="profile-panel" role="tabpanel" aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'info' && <ProfileInfoTab user={user} profile={profile} onSaved={reload} />}
        {tab === 'credits' && <CreditsTab purchases={<PurchaseList />} />}
        {/* Accounts spec §2: the gallery tab is an image grid with a detail modal and a 'more' button. */}
        {tab === 'gallery' && <GalleryView uid={user.uid} />}
      </div>
    </section>
  );
}
