import { COMPANY_HOME_SCREEN, COMPANY_PATH_PREFIX } from '../companyPaths';
import { SITE_DESCRIPTION, SITE_NAME, type SeoCrumb } from './pageSeo';

/**
 * schema.org structured data (JSON-LD) of the pages: the organization and the site with its search
 * on the home page, a BreadcrumbList on every page below it. URLs are absolute on the origin given.
 */

type JsonLd = Record<string, unknown>;

const absolute = (origin: string, path: string): string =>
  /^https?:\/\//.test(path)
    ? path
    : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The site's search: the specification's entry route takes a ticker and redirects to the company's
 * page (docs/DECISIONS.md, issue 29); there is no free-text results page.
 */
export const SEARCH_PATH_TEMPLATE = `${COMPANY_PATH_PREFIX}/${COMPANY_HOME_SCREEN}?ticker={search_term_string}`;

/** Organization and WebSite (with its SearchAction), for the home page. */
export function siteJsonLd(origin: string): JsonLd[] {
  const home = absolute(origin, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: SITE_NAME,
      url: home,
      logo: absolute(origin, '/favicon.ico'),
      description: SITE_DESCRIPTION,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: SITE_NAME,
      url: home,
      inLanguage: 'vi-VN',
      publisher: { '@id': `${home}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: absolute(origin, SEARCH_PATH_TEMPLATE) },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The page's trail as a BreadcrumbList (positions from 1). */
export function breadcrumbJsonLd(origin: string, crumbs: readonly SeoCrumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** The structured data of a page: the site's on the home page, its breadcrumbs below it. */
export function pageJsonLd(origin: string, crumbs: readonly SeoCrumb[]): JsonLd[] {
  return crumbs.length === 0 ? siteJsonLd(origin) : [breadcrumbJsonLd(origin, crumbs)];
}

/** JSON for an inline <script>: "<" escaped so a name holding "</script>" cannot end the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export { absolute as absoluteUrl };
