import { useTranslation } from 'react-i18next';
import { signInWithGoogle, startSocialSignIn } from '../api';
import { isUserCancel, socialErrorKey, type AuthErrorKey } from '../errors';
import { rememberSocialMode } from '../store';
import type { AuthMode, SocialProvider } from '../types';

type Props = {
  mode: AuthMode;
  next: string;
  disabled: boolean;
  onError: (key: AuthErrorKey | null) => void;
  onSuccess?: () => void;
};

const MARKS: Record<'google' | SocialProvider, string> = { google: 'G', kakao: 'K', naver: 'N' };

export function SocialButtons({ mode, next, disabled, onError, onSuccess }: Props) {
  const { t } = useTranslation('auth');

  async function google() {
    onError(null);
    rememberSocialMode(mode);
    try {
      // Usually navigates away (redirect); returns here only when the popup fallback finished.
      await signInWithGoogle();
      onSuccess?.();
    } catch (error) {
      if (!isUserCancel(error)) onError(socialErrorKey(mode));
    }
  }

  function social(provider: SocialProvider) {
    onError(null);
    rememberSocialMode(mode);
    startSocialSignIn(provider, next).catch(() => onError(socialErrorKey(mode)));
  }

  return (
    <div className="social-buttons">
      <button type="button" className="social-btn social-btn--google" onClick={google} disabled={disabled}>
        <span className="social-btn__mark" aria-hidden>
          {MARKS.google}
        </span>
        {t('social.google')}
      </button>
      {(['kakao', 'naver'] as const).map((provider) => (
        <button
          key={provider}
          type="button"
          className={`social-btn social-btn--${provider}`}
          onClick={() => social(provider)}
          disabled={disabled}
        >
          <span className="social-btn__mark" aria-hidden>
            {MARKS[provider]}
          </span>
          {t(`social.${provider}`)}
        </button>
      ))}
    </div>
  );
}
