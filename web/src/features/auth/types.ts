/** The signed-in user as the app sees it; Firebase's User type stays inside api.ts. */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
};

export type AuthState = {
  user: AuthUser | null;
  /** True until the identity provider has reported the first auth state. */
  loading: boolean;
};
