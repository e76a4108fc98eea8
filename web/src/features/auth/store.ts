import { create } from 'zustand';
import type { AuthErrorKey } from './errors';
import type { AuthMode } from './types';

/** The login/signup dialog (spec §2), opened from the header, the landing page and the pricing page. */
type LoginDialogState = {
  open: boolean;
  mode: AuthMode;
  /** A message to show on opening, e.g. after a failed Google redirect. */
  errorKey: AuthErrorKey | null;
  show: (mode?: AuthMode, errorKey?: AuthErrorKey | null) => void;
  hide: () => void;
};

export const useLoginDialog = create<LoginDialogState>()((set) => ({
  open: false,
  mode: 'login',
  errorKey: null,
  show: (mode = 'login', errorKey = null) => set({ open: true, mode, errorKey }),
  hide: () => set({ open: false, errorKey: null }),
}));

/** Kakao and Naver leave the page; the mode they started in is needed for the failure message on return. */
const SOCIAL_MODE_KEY = 'bitna-social-mode';

export function rememberSocialMode(mode: AuthMode) {
  try {
    sessionStorage.setItem(SOCIAL_MODE_KEY, mode);
  } catch {
    /* private mode: the login message is used */
  }
}

export function recallSocialMode(): AuthMode {
  try {
    return sessionStorage.getItem(SOCIAL_MODE_KEY) === 'signup' ? 'signup' : 'login';
  } catch {
    return 'login';
  }
}

/**
 * Kakao and Naver (login CSRF defence): the page that starts the flow keeps a random nonce here and sends only its
 * hash; the callback's one-time code is exchanged with the nonce, so a sign-in this tab did not start fails.
 */
const SOCIAL_NONCE_KEY = 'bitna-social-nonce';

function base64url(bytes: Uint8Array): string {
  let text = '';
  bytes.forEach((b) => (text += String.fromCharCode(b)));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Creates and keeps a fresh nonce; returns the SHA-256 of it (base64url) for the start URL. */
export async function createSocialNonce(): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(SOCIAL_NONCE_KEY, nonce);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(nonce));
  return base64url(new Uint8Array(digest));
}

/** The pending nonce of this tab, if it started a Kakao or Naver sign-in. */
export function readSocialNonce(): string | null {
  try {
    return sessionStorage.getItem(SOCIAL_NONCE_KEY);
  } catch {
    return null;
  }
}

/** Each nonce serves one exchange at most. */
export function forgetSocialNonce() {
  try {
    sessionStorage.removeItem(SOCIAL_NONCE_KEY);
  } catch {
    /* nothing was stored */
  }
}
