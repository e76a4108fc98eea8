import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { Skeleton } from '../../../shared/ui';
import { CreditsBalance } from '../../credits';
import { Avatar, userLabel, wrapsAtAt, type AuthUser } from '../../auth';
import type { UserProfile } from '../types';

type Props = { user: AuthUser; profile: UserProfile | null };

/** Spec §2: avatar, name, email, credits, generation count, join date. */
export function ProfileHeader({ user, profile }: Props) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <header className="profile-header">
      <Avatar user={user} size="lg" />
      <div className="profile-header__who">
        <h1 className="profile-header__name">{wrapsAtAt(userLabel(user))}</h1>
        {/* The name falls back to the email; then the email line would only repeat it. */}
        {user.email && user.displayName?.trim() && (
          <p className="profile-header__email">{wrapsAtAt(user.email)}</p>
        )}
      </div>
      <dl className="profile-header__stats">
        <div>
          <dt>{t('profile.credits')}</dt>
          <dd>
            <CreditsBalance />
          </dd>
        </div>
        <div>
          <dt>{t('profile.generations')}</dt>
          <dd>
            {profile ? (
              t('profile.generationCount', { count: profile.totalGenerations })
            ) : (
              <Skeleton width={48} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('profile.joined')}</dt>
          <dd>
            {profile ? profile.createdAt ? format.date(profile.createdAt) : '—' : <Skeleton width={96} />}
          </dd>
        </div>
      </dl>
    </header>
  );
}
