/**
 * The FastConnect access token: fetched once, shared by every call (concurrent callers wait on the
 * same request) and renewed when its JWT `exp` claim is less than an hour away, as SSI's own client
 * does. The token is never verified here: SSI checks it, we only read when it runs out.
 */

export const RENEW_BEFORE_MS = 3_600_000;
/** SSI's tokens carry an exp claim; one that does not is assumed to live this long. */
export const DEFAULT_TOKEN_LIFETIME_MS = 8 * 3_600_000;

/** The `exp` claim of a JWT in epoch milliseconds, or null when the token is not a JWT or has none. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    const exp = Number(claims.exp);
    return Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface TokenCache {
  /** A token valid for at least RENEW_BEFORE_MS (fetching one if needed). */
  get(): Promise<string>;
  /** Forget a token the feed refused (401), unless a newer one already replaced it. */
  invalidate(token: string): void;
  /** Every token obtained so far, so messages can be scrubbed of them. */
  readonly issued: ReadonlySet<string>;
}

export function createTokenCache(
  fetchToken: () => Promise<string>,
  now: () => number = Date.now,
): TokenCache {
  let current: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  const issued = new Set<string>();

  const renew = (): Promise<string> => {
    pending ??= fetchToken()
      .then((token) => {
        issued.add(token);
        current = { token, expiresAt: jwtExpiry(token) ?? now() + DEFAULT_TOKEN_LIFETIME_MS };
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    get() {
      if (current && current.expiresAt - now() > RENEW_BEFORE_MS) return Promise.resolve(current.token);
      return renew();
    },
    invalidate(token) {
      if (current?.token === token) current = null;
    },
    issued,
  };
}
