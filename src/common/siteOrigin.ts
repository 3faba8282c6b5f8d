/**
 * The site's public address (issue 29): read by the server at run time, never compiled into a build.
 * `SITE_URL` names it; `NEXT_PUBLIC_SITE_URL`, the older name, is still read as a fallback (by the
 * server, at run time, like SITE_URL). Canonical links, og:url, robots.txt, the sitemaps and e-mail
 * links are built on it (docs/DECISIONS.md "The public origin at run time").
 */

export const LOCAL_SITE_URL = 'http://localhost:3000';

/** The variables, in the order they are read. */
export const SITE_URL_VARIABLES = ['SITE_URL', 'NEXT_PUBLIC_SITE_URL'] as const;
export type SiteUrlVariable = (typeof SITE_URL_VARIABLES)[number];

/** Which variable gives the address (null: none is set, the local default applies). */
export function siteUrlVariable(env: Partial<Record<string, string | undefined>>): SiteUrlVariable | null {
  return SITE_URL_VARIABLES.find((name) => Boolean(env[name]?.trim())) ?? null;
}

/** The configured address without a trailing slash: SITE_URL, else NEXT_PUBLIC_SITE_URL, else local. */
export function resolveSiteUrl(env: Partial<Record<string, string | undefined>>): string {
  const name = siteUrlVariable(env);
  const value = name ? (env[name] ?? '').trim() : LOCAL_SITE_URL;
  return value.replace(/\/+$/, '');
}
