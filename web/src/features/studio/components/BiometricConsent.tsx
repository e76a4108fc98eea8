import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, Checkbox } from '../../../shared/ui';
import type { BiometricConsent as Consent } from '../useBiometricConsent';

const POINTS = ['purpose', 'items', 'retention', 'refusal'] as const;

/**
 * The separate consent to process face data (PIPA art. 23), shown before the first studio photo can be chosen:
 * what is done with it, what is kept and for how long, and that refusing only closes the studio. The server
 * records it with its time.
 */
export function BiometricConsent({ consent }: { consent: Consent }) {
  const { t } = useTranslation('studio');
  const [checked, setChecked] = useState(false);
  return (
    <Card className="tool-card studio-consent" data-testid="biometric-consent">
      <h2>{t('consent.title')}</h2>
      <p className="tool-note">{t('consent.lead')}</p>
      <dl className="studio-consent__points">
        {POINTS.map((point) => (
          <div key={point}>
            <dt>{t(`consent.${point}.label`)}</dt>
            <dd>{t(`consent.${point}.body`)}</dd>
          </div>
        ))}
      </dl>
      <p className="tool-note">
        <Link to="/privacy">{t('consent.privacyLink')}</Link>
      </p>
      <Checkbox
        className="studio-consent__check"
        checked={checked}
        onChange={setChecked}
        testId="biometric-consent-check"
      >
        {t('consent.check')}
      </Checkbox>
      {consent.error && (
        <p className="tool-error" role="alert">
          {t('consent.failed', { message: consent.error })}
        </p>
      )}
      <Button
        onClick={() => void consent.accept()}
        disabled={!checked || consent.busy}
        data-testid="biometric-consent-accept"
      >
        {t('consent.accept')}
      </Button>
    </Card>
  );
}
