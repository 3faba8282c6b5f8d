import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import {
  LAST_TICKER_COOKIE,
  canonicalTicker,
  companyPath,
  queryWithoutTicker,
  screenOfSpecPath,
  type CompanyScreen,
} from '@/common/companyPaths';
import { defaultTicker, findProfile } from './companyProfile';

type EntryContext = Pick<GetServerSidePropsContext, 'query' | 'resolvedUrl'> & {
  req?: { cookies?: Partial<Record<string, string>> };
};

/** A route or query parameter's first value. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The query string of the URL asked for (with its `?`, or ''), `ticker=` left out: the path carries it. */
export function searchWithoutTicker(resolvedUrl: string): string {
  const [, search = ''] = resolvedUrl.split('?');
  return queryWithoutTicker(new URLSearchParams(search));
}

/** The ticker remembered in this browser (LAST_TICKER_COOKIE) if the database still has it. */
async function rememberedTicker(ctx: EntryContext): Promise<string | null> {
  const cookie = ctx.req?.cookies?.[LAST_TICKER_COOKIE];
  const ticker = cookie ? canonicalTicker(cookie) : null;
  return ticker && (await findProfile(ticker)) ? ticker : null;
}

/**
 * The answer of a specification route (`/enterprise/overview`, `/enterprise/finance/numeral` ...),
 * which stays an entry point to the company pages (docs/DECISIONS.md):
 * - with `?ticker=FPT`: a permanent redirect (308) to `/enterprise/FPT/overview`, the other
 *   parameters kept. The address names the company, so the answer never changes: old links and
 *   bookmarks move for good and search engines carry their ranking over. An unknown ticker is left
 *   to the company page's 404.
 * - without a ticker (or with a malformed one): a temporary redirect (307) to the remembered
 *   company's page (the cookie), else the default company's: the answer depends on the browser and
 *   on the database, so nothing may cache it.
 */
export async function companyEntryRedirect(
  ctx: EntryContext,
  screen: CompanyScreen | null = screenOfSpecPath(ctx.resolvedUrl.split('?')[0] ?? ''),
): Promise<GetServerSidePropsResult<never>> {
  if (!screen) return { notFound: true };
  const rest = searchWithoutTicker(ctx.resolvedUrl);
  const asked = firstParam(ctx.query.ticker);
  const ticker = asked ? canonicalTicker(asked) : null;
  if (ticker) return { redirect: { destination: `${companyPath(ticker, screen)}${rest}`, permanent: true } };
  const target = (await rememberedTicker(ctx)) ?? (await defaultTicker());
  return { redirect: { destination: `${companyPath(target, screen)}${rest}`, permanent: false } };
}

/** getServerSideProps of a specification route's page file: only the entry redirect. */
export function companyEntryServerSideProps(screen: CompanyScreen): GetServerSideProps<never> {
  return (ctx) => companyEntryRedirect(ctx, screen);
}

/**
 * `/enterprise/{ticker}` without a screen: a permanent redirect to the company's overview (query
 * kept); a malformed ticker is a 404, an unknown one is left to the overview's 404.
 */
export function companyHomeRedirect(
  ctx: Pick<GetServerSidePropsContext, 'params' | 'resolvedUrl'>,
): GetServerSidePropsResult<never> {
  const ticker = canonicalTicker(firstParam(ctx.params?.ticker) ?? '');
  if (!ticker) return { notFound: true };
  return {
    redirect: {
      destination: `${companyPath(ticker)}${searchWithoutTicker(ctx.resolvedUrl)}`,
      permanent: true,
    },
  };
}
