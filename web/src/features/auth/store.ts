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
