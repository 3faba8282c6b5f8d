/**
 * The sitemap protocol's XML (sitemaps.org 0.9): a urlset per part and the sitemap index naming the
 * parts. At most SITEMAP_MAX_URLS URLs (and 50 MB) per file; the service splits larger lists.
 */

export const SITEMAP_MAX_URLS = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${NAMESPACE}">`,
    ...entries.map((entry) => entryXml('url', entry)),
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...entries.map((entry) => entryXml('sitemap', entry)),
    '</sitemapindex>',
    '',
  ].join('\n');
}
