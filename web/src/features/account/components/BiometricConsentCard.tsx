import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../shared/hooks/useFormat';
import { Badge, Button, Card } from '../../../shared/ui';
import { withdrawBiometricConsent } from '../api';
import type { UserProfile } from '../types';

type Props = { profile: UserProfile | null; onChanged: () => void };

/**
 * The face-data consent (PIPA art. 23) as the user gave it, and its withdrawal: consent that can be given on the
 * upload page can be taken back here as easily. The server stops analysing faces from then on.
 */
export function BiometricConsentCard({ profile, onChanged }: Props) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [state, setState] = useState<'idle' | 'withdrawing' | 'failed'>('idle');
  const given = profile?.biometricConsentAt ?? null;

  async function withdraw() {
    setState('withdrawing');
    try {
      await withdrawBiometricConsent();
      setState('idle');
      onChanged();
    } catch {
      setState('failed');
    }
  }

  return (
    <Card className="profile-card" data-testid="biometric-consent-card">
      <h2 className="profile-card__title">{t('profile.consent.title')}</h2>
      <p className="profile-card__body">{t('profile.consent.explain')}</p>
      <p data-testid="biometric-consent-state">
        <Badge tone={given ? 'success' : 'soft'}>
          {given ? t('profile.consent.given', { date: format.date(given) }) : t('profile.consent.none')}
        </Badge>
      </p>
      {given ? (
        <Button
          variant="secondary"
          onClick={() => void withdraw()}
          disabled={state === 'withdrawing'}
          data-testid="biometric-consent-withdraw"
        >
          {t('profile.consent.withdraw')}
        </Button>
      ) : (
        <p className="profile-card__body">
          <Link to="/upload">{t('profile.consent.giveAtUpload')}</Link>
        </p>
      )}
      {state === 'failed' && <p role="alert">{t('profile.consent.failed')}</p>}
    </Card>
  );
}
