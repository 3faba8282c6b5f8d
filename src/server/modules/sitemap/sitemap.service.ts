import { COMPANY_DIRECTORY_PATH } from '@/common/companyDirectory';
import { COMPANY_SCREENS, companyPath, type CompanyScreen } from '@/common/companyPaths';
import { DEEP_DATA_INDUSTRIES, INDUSTRY_ROUTES } from '@/common/industry/industries';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import { CUSTOM_GROUPS, indicatorSlug } from '@/features/macro/macroPages';
import { MACRO_CATALOG } from '../../catalog/macro';
import type { Database } from '../../db/client';
import { memoized, siteIndex, type SiteIndex } from './siteIndex';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap.xml';

/**
 * robots.txt and the sitemaps (issue 29), built on the runtime origin (SITE_URL) from the companies
 * table at request time (siteIndex.ts caches the listing until the companies change).
 *
 * /sitemap.xml is the index; it names the parts under /sitemaps/: static.xml (home, directory, macro
 * and industry indexes, pricing), macro.xml (every indicator of the macro menu and of the US, China and
 * commodity groups), industry.xml (every
 * industry dashboard) and companies.xml (every company's pages, built with companyPath). A part with
 * more than maxUrls URLs is split into <kind>-1.xml, <kind>-2.xml ...
 */

export const SITEMAPS_PREFIX = '/sitemaps/';

/** Paths robots are asked to leave alone: the API, personal, console, payment, dev and sandbox pages. */
/** Private or per-reader pages: accounts, the console, payments, and the investor's own lists (issue 32). */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/account/',
  '/admin',
  '/payment',
  '/dev',
  '/sandbox',
  '/watchlist',
  '/portfolio',
  '/alerts',
  '/notifications',
  '/screener/shared/',
] as const;

/**
 * Allowed inside a disallowed path: the link-preview images (/api/og/..., docs/API.md "Link previews").
 * Twitterbot honours robots.txt, so a card whose og:image sits under a disallowed path shows no image;
 * Google takes the longest matching rule, so this Allow wins over `Disallow: /api/`.
 */
export const ROBOTS_ALLOWED_INSIDE = ['/api/og/'] as const;

/**
 * A company's screens in the sitemap: all but the reader's own charts (chart/personalization) and
 * the finance base page, which shows the balance sheet that has its own URL.
 */
export const SITEMAP_COMPANY_SCREENS: readonly CompanyScreen[] = COMPANY_SCREENS.filter(
  (screen) => screen !== 'chart/personalization' && screen !== 'finance',
);

export const STATIC_PATHS = [
  '/',
  '/events',
  '/screener',
  '/compare',
  COMPANY_DIRECTORY_PATH,
  '/macro',
  INDUSTRY_ROUTES.index,
  '/pricing',
] as const;

/**
 * The US, China and commodity indicators' pages, /macro/{us|china|commodity}/{code in kebab case}: the
 * server's macro catalog names the indicators, the macro screens' address rules (features/macro/
 * macroPages.ts, pure code) give their paths, as the preview images read them.
 */
function worldIndicatorPaths(): string[] {
  return MACRO_CATALOG.flatMap((group) => {
    const custom = CUSTOM_GROUPS.find((candidate) => candidate.groupId === group.groupCode);
    return custom ? group.children.map((child) => `/macro/${custom.slug}/${indicatorSlug(child.code)}`) : [];
  });
}

type PartKind = 'static' | 'macro' | 'industry' | 'companies';

interface PathEntry {
  path: string;
  lastmod?: Date | null;
}

interface Part {
  name: string;
  entries: PathEntry[];
}

export interface SitemapOptions {
  /** URLs per part before it is split (the protocol's 50,000; tests use fewer). */
  maxUrls?: number;
}

function pathsOf(kind: PartKind, index: SiteIndex): PathEntry[] {
  switch (kind) {
    case 'static':
      return STATIC_PATHS.map((path) => ({ path }));
    case 'macro':
      return [
        ...MACRO_MENU.flatMap((group) =>
          group.childItem.map((child) => ({ path: macroChildPath(group, child) })),
        ),
        ...worldIndicatorPaths().map((path) => ({ path })),
      ];
    case 'industry':
      return DEEP_DATA_INDUSTRIES.map((industry) => ({ path: INDUSTRY_ROUTES.dashboard(industry) }));
    case 'companies':
      return index.companies.flatMap((company) =>
        SITEMAP_COMPANY_SCREENS.map((screen) => ({
          path: companyPath(company.ticker, screen),
          lastmod: company.updatedAt,
        })),
      );
  }
}

const PART_KINDS: readonly PartKind[] = ['static', 'macro', 'industry', 'companies'];

function partsOf(index: SiteIndex, maxUrls: number): Part[] {
  return memoized(index, `parts:${String(maxUrls)}`, () =>
    PART_KINDS.flatMap((kind) => {
      const entries = pathsOf(kind, index);
      const pages = Math.max(1, Math.ceil(entries.length / maxUrls));
      return Array.from({ length: pages }, (_, page) => ({
        name: pages === 1 ? `${kind}.xml` : `${kind}-${String(page + 1)}.xml`,
        entries: entries.slice(page * maxUrls, (page + 1) * maxUrls),
      }));
    }),
  );
}

function latest(entries: readonly PathEntry[]): Date | null {
  return entries.reduce<Date | null>(
    (found, entry) => (entry.lastmod && (!found || entry.lastmod > found) ? entry.lastmod : found),
    null,
  );
}

const absolute = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_ALLOWED_INSIDE.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** /sitemap.xml: every part, with the latest lastmod of its URLs where known. */
export async function sitemapIndex(
  db: Database,
  origin: string,
  options: SitemapOptions = {},
): Promise<string> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const index = await siteIndex(db);
  return memoized(index, `index:${origin}:${String(maxUrls)}`, () =>
    sitemapIndexXml(
      partsOf(index, maxUrls).map((part): SitemapEntry => ({
        loc: absolute(origin, `${SITEMAPS_PREFIX}${part.name}`),
        lastmod: latest(part.entries),
      })),
    ),
  );
}

/** /sitemaps/<name>: a part's urlset, or null when no part has that name. */
export async function sitemapPart(
  db: Database,
  origin: string,
  name: string,
  options: SitemapOptions = {},
): Promise<string | null> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const index = await siteIndex(db);
  const part = partsOf(index, maxUrls).find((candidate) => candidate.name === name);
  if (!part) return null;
  return memoized(index, `part:${name}:${origin}:${String(maxUrls)}`, () =>
    urlsetXml(part.entries.map((entry) => ({ loc: absolute(origin, entry.path), lastmod: entry.lastmod }))),
  );
}
