import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Icon } from '../../../shared/ui';
import { rememberAgeConfirmation, signInWithEmail, signUpWithEmail } from '../api';
import { emailErrorKey, type AuthErrorKey } from '../errors';
import type { AuthMode } from '../types';
import { SocialButtons } from './SocialButtons';
import './AuthForm.css';

type Props = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where Kakao and Naver come back to after signing in. */
  next: string;
  onSuccess?: () => void;
  /** An error to show from the start (a failed Google redirect). */
  initialErrorKey?: AuthErrorKey | null;
  /** Closes the surrounding dialog, e.g. when a policy link is followed. */
  onNavigate?: () => void;
};

/** Spec §2: email and password plus Google, Kakao and Naver, in login or signup mode. */
export function AuthForm({ mode, onModeChange, next, onSuccess, initialErrorKey = null, onNavigate }: Props) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<AuthErrorKey | null>(initialErrorKey);
  const [busy, setBusy] = useState(false);
  // Sign-up asks for the "14 or older" confirmation (PIPA art. 22-2) before any sign-up method.
  const [adult, setAdult] = useState(false);
  const ageMissing = mode === 'signup' && !adult;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const cleanEmail = email.trim();
    const cleanPassword = password.trim();
    if (!cleanEmail || !cleanPassword) {
      setErrorKey('errors.missingFields');
      return;
    }
    if (ageMissing) {
      setErrorKey('errors.ageRequired');
      return;
    }
    setBusy(true);
    setErrorKey(null);
    try {
      await (mode === 'signup' ? signUpWithEmail : signInWithEmail)(cleanEmail, cleanPassword);
      onSuccess?.();
    } catch (error) {
      setErrorKey(emailErrorKey(error, mode));
      setBusy(false);
    }
  }

  const switchMode = () => {
    setErrorKey(null);
    onModeChange(mode === 'login' ? 'signup' : 'login');
  };

  return (
    <div className="auth-form">
      {errorKey && (
        <div className="auth-form__error" role="alert" data-testid="auth-error">
          <Icon name="alert" size={18} />
          <span>{t(errorKey)}</span>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <label className="auth-form__label" htmlFor="auth-email">
          {t('form.email')}
        </label>
        <input
          id="auth-email"
          className="auth-form__input"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('form.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <label className="auth-form__label" htmlFor="auth-password">
          {t('form.password')}
        </label>
        <input
          id="auth-password"
          className="auth-form__input"
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          placeholder={t(mode === 'signup' ? 'form.newPasswordPlaceholder' : 'form.passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        {mode === 'signup' && (
          <Checkbox
            className="auth-form__check"
            checked={adult}
            onChange={(checked) => {
              setAdult(checked);
              rememberAgeConfirmation(checked);
            }}
            disabled={busy}
            testId="auth-age14"
          >
            {t('form.age14')}
          </Checkbox>
        )}
        <Button type="submit" block size="lg" disabled={busy} className="auth-form__submit">
          {busy ? t('form.processing') : t(mode === 'signup' ? 'form.signupSubmit' : 'form.loginSubmit')}
        </Button>
      </form>

      <div className="auth-form__divider">
        <span>{t('form.or')}</span>
      </div>
      <SocialButtons
        mode={mode}
        next={next}
        disabled={busy || ageMissing}
        onError={setErrorKey}
        onSuccess={onSuccess}
      />

      <p className="auth-form__switch">
        {t(mode === 'signup' ? 'form.haveAccount' : 'form.noAccount')}{' '}
        <button type="button" className="text-link" onClick={switchMode} disabled={busy}>
          {t(mode === 'signup' ? 'form.toLogin' : 'form.toSignup')}
        </button>
      </p>
      <p className="auth-form__agreement">
        <Trans
          t={t}
          i18nKey="form.agreement"
          components={{
            terms: <Link to="/terms" onClick={onNavigate} />,
            privacy: <Link to="/privacy" onClick={onNavigate} />,
          }}
        />
      </p>
    </div>
  );
}
