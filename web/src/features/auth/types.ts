/** How an account signs in; Kakao and Naver accounts have uids `kakao:<id>` / `naver:<id>` (custom tokens). */
export type SignInMethod = 'password' | 'google' | 'kakao' | 'naver';
export type SocialProvider = 'kakao' | 'naver';

/** The signed-in user as the app sees it; Firebase's User type stays inside api.ts. */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified?: boolean;
  /** Linked sign-in methods (spec §2 profile: linked accounts). */
  providers?: SignInMethod[];
};

export type AuthState = {
  user: AuthUser | null;
  /** True until the identity provider has reported the first auth state. */
  loading: boolean;
};

export type AuthMode = 'login' | 'signup';
