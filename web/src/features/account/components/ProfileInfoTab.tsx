import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { Badge, Button, Card, Skeleton } from '../../../shared/ui';
import { useAuth, type AuthUser } from '../../auth';
import type { UserProfile } from '../types';
import { BiometricConsentCard } from './BiometricConsentCard';
import { DeleteAccountModal } from './DeleteAccountModal';
import { DisplayNameForm } from './DisplayNameForm';

type Props = { user: AuthUser; profile: UserProfile | null; onSaved: () => void };

/** Spec §2, tab basic info. */
export function ProfileInfoTab({ user, profile, onSaved }: Props) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [deleting, setDeleting] = useState(false);
  const { resendVerification } = useAuth();
  const [verification, setVerification] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  // Password accounts prove their address by the link in the verification e-mail (sent at sign-up).
  const canVerify = !user.emailVerified && !!user.email && !!user.providers?.includes('password');

  async function resend() {
    setVerification('sending');
    try {
      await resendVerification();
      setVerification('sent');
    } catch {
      setVerification('failed');
    }
  }
  const date = (value: Date | null | undefined, withTime = false) =>
    profile ? value ? withTime ? format.dateTime(value) : format.date(value) : '—' : <Skeleton width={120} />;
  const methods = user.providers?.length ? user.providers : [];

  return (
    <div className="profile-info" data-testid="profile-info">
      <Card className="profile-card">
        <DisplayNameForm onSaved={onSaved} />
        <div className="profile-field">
          <label className="profile-field__label" htmlFor="profile-email">
            {t('profile.email')}
          </label>
          <input
            id="profile-email"
            className="auth-form__input"
            value={user.email ?? t('profile.noEmail')}
            disabled
            readOnly
          />
        </div>
        <dl className="profile-facts">
          <div>
            <dt>{t('profile.joined')}</dt>
            <dd>{date(profile?.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('profile.lastSignIn')}</dt>
            <dd>{date(profile?.lastSignedIn, true)}</dd>
          </div>
          <div>
            <dt>{t('profile.linked')}</dt>
            <dd className="profile-facts__badges">
              {methods.length
                ? methods.map((m) => <Badge key={m}>{t(`profile.method.${m}`)}</Badge>)
                : t('profile.method.none')}
            </dd>
          </div>
          <div>
            <dt>{t('profile.emailVerified')}</dt>
            <dd>
              <Badge tone={user.emailVerified ? 'success' : 'soft'}>
                {t(user.emailVerified ? 'profile.verified' : 'profile.notVerified')}
              </Badge>
              {canVerify && verification !== 'sent' && (
                <Button variant="secondary" size="sm" onClick={resend} disabled={verification === 'sending'}>
                  {t('profile.resendVerification')}
                </Button>
              )}
              {verification === 'sent' && <p role="status">{t('profile.verificationSent')}</p>}
              {verification === 'failed' && <p role="alert">{t('profile.verificationFailed')}</p>}
            </dd>
          </div>
        </dl>
      </Card>

      <BiometricConsentCard profile={profile} onChanged={onSaved} />

      <Card className="profile-card profile-danger">
        <h2 className="profile-danger__title">{t('profile.dangerZone')}</h2>
        <p className="profile-danger__body">{t('profile.deleteExplain')}</p>
        <Button className="btn--danger" onClick={() => setDeleting(true)}>
          {t('profile.deleteAccount')}
        </Button>
      </Card>
      {deleting && <DeleteAccountModal onClose={() => setDeleting(false)} />}
    </div>
  );
}
