// The error a use case throws on purpose: an HTTP-like status and an i18n key in locales/*/errors.json. The http
// layer translates it into `{detail}` in the caller's language; anything else becomes a logged 500.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'auth.required');
export const adminOnly = () => new AppError(403, 'auth.admin_only');
export const notFound = () => new AppError(404, 'request.not_found');

/** Who a use case acts for: the verified caller, without any transport types. */
export interface Actor {
  uid: string;
  admin: boolean;
}
