/** The sign-in page, remembering where to return afterwards. */
export function authPath(next?: string): string {
  return next ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}

/**
 * Accepts only same-site paths so `/auth?next=https://evil.example` cannot bounce a user off-site after
 * sign-in. Anything else falls back to the home page.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
