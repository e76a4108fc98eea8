// Errors a route may throw on purpose. The message is an i18n key in locales/*/errors.json; the error handler
// translates it into `{detail}` in the caller's language. Anything else becomes a logged 500.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'auth.required');
export const forbidden = () => new HttpError(403, 'auth.forbidden');
export const adminOnly = () => new HttpError(403, 'auth.admin_only');
export const notFound = () => new HttpError(404, 'request.not_found');
