import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { configuredSiteUrl } from '@/server/config/publicUrl';
import { getDb } from '@/server/db/client';
import { robotsTxt, sitemapIndex, sitemapPart } from '@/server/modules/sitemap/sitemap.service';

/**
 * getServerSideProps of /robots.txt, /sitemap.xml and /sitemaps/<part>: each answers the text itself
 * and ends the response (the page renders nothing), so `next dev` and the production server serve
 * them the same way. Built on the runtime origin (SITE_URL) from the database at request time.
 */

type Empty = Record<string, never>;

/** Search engines fetch these rarely; five minutes keeps a proxy from asking on every hit. */
const CACHE_CONTROL = 'public, max-age=300';

function answer(ctx: GetServerSidePropsContext, type: string, body: string): { props: Empty } {
  ctx.res.statusCode = 200;
  ctx.res.setHeader('Content-Type', type);
  ctx.res.setHeader('Cache-Control', CACHE_CONTROL);
  ctx.res.end(body);
  return { props: {} };
}

export function robotsServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<Empty>> {
  return Promise.resolve(answer(ctx, 'text/plain; charset=utf-8', robotsTxt(configuredSiteUrl())));
}

export async function sitemapIndexServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<Empty>> {
  return answer(ctx, 'application/xml; charset=utf-8', await sitemapIndex(getDb(), configuredSiteUrl()));
}

export async function sitemapPartServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<Empty>> {
  const name = typeof ctx.params?.part === 'string' ? ctx.params.part : '';
  const xml = await sitemapPart(getDb(), configuredSiteUrl(), name);
  if (xml === null) return { notFound: true };
  return answer(ctx, 'application/xml; charset=utf-8', xml);
}
