/** Spec §4: the identity token is reused for 30 minutes (Firebase's own tokens live an hour). */
export const TOKEN_CACHE_MS = 30 * 60 * 1000;

/** Wraps a token getter with a per-user cache; `force` skips the cache (e.g. after a 401). */
export function cachedTokenSource(
  read: (force: boolean) => Promise<{ uid: string; token: string } | null>,
  now: () => number = Date.now,
) {
  let cached: { uid: string; token: string; at: number } | null = null;
  return async (uid: string | null, force = false): Promise<string | null> => {
    if (!force && cached && cached.uid === uid && now() - cached.at < TOKEN_CACHE_MS) return cached.token;
    const fresh = await read(force);
    cached = fresh && fresh.uid === uid ? { ...fresh, at: now() } : null;
    return cached?.token ?? null;
  };
}
