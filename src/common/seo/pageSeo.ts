import { parseCompanyPath, specPathOfScreen } from '../companyPaths';
import { screenTitle } from '../routes';

/**
 * What a page says about itself to search engines and link previews (issue 29): its title,
 * description, preview image and breadcrumb trail. Built on the server from the page's data
 * (src/ssr/seo) and carried in the page props (PageProps.seo); the head (src/application/PageHead.tsx)
 * fills what a page leaves out from its route (defaultPageSeo). Paths are site paths ("/macro"):
 * the head puts the public origin in front, so the same props serve every deployment.
 */

export const SITE_NAME = 'VnFin';
export const SITE_TITLE = 'VnFin: dữ liệu tài chính và kinh tế Việt Nam';
export const SITE_DESCRIPTION = 'Dữ liệu tài chính doanh nghiệp và kinh tế vĩ mô Việt Nam cho nhà đầu tư.';
export const SITE_LOCALE = 'vi_VN';
export const HOME_CRUMB = 'Trang chủ';

/** Open Graph's recommended preview size (Facebook, Zalo and X crop to 1.91:1). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site-wide image for pages without one of their own (the logo mark on the brand's colour). */
export const SITE_IMAGE_PATH = '/api/og/site.png';

/**
 * Search results show about 155 characters of a description and link previews two or three lines;
 * the rest is still read. A company's sentence (name, exchange, industry, the quarter's two figures)
 * runs to about 200 with a long bank name, so the cap is above that and the words that matter most
 * come first.
 */
export const DESCRIPTION_MAX_LENGTH = 240;

export interface SeoCrumb {
  name: string;
  /** Site path of the crumb's page. */
  path: string;
}

export interface SeoImage {
  /** Site path (or an absolute URL) of the image. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** Open Graph type: 'article' for news, else 'website'. */
  type: 'website' | 'article';
  image: SeoImage;
  /** Home first, the page itself last; empty on the home page. */
  breadcrumbs: SeoCrumb[];
}

/** A sentence cut at a word boundary to fit the limit, ending with an ellipsis when cut. */
export function clipDescription(text: string, limit: number = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The <title>: "Cân đối kế toán FPT | VnFin"; the home page is the site title itself. */
export function documentTitle(seo: Pick<PageSeo, 'title'>): string {
  return seo.title === SITE_TITLE ? SITE_TITLE : `${seo.title} | ${SITE_NAME}`;
}

export const siteImage = (): SeoImage => ({
  path: SITE_IMAGE_PATH,
  ...PREVIEW_IMAGE_SIZE,
  alt: SITE_TITLE,
});

export const MACRO_INDEX_TITLE = 'Kinh tế vĩ mô';

/** The route's title: company screens by their specification route, other screens by screenTitle. */
function routeTitle(path: string): string | undefined {
  if (path === '/macro') return MACRO_INDEX_TITLE;
  const company = parseCompanyPath(path);
  if (company) {
    const label = screenTitle(specPathOfScreen(company.screen));
    return label ? `${label} ${company.ticker}` : company.ticker;
  }
  return screenTitle(path);
}

/** What a page with no props of its own says: the route's title, the site's description. */
export function defaultPageSeo(asPath: string): PageSeo {
  const path = asPath.split(/[?#]/)[0] || '/';
  if (path === '/') {
    return {
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      type: 'website',
      image: siteImage(),
      breadcrumbs: [],
    };
  }
  const title = routeTitle(path) ?? SITE_TITLE;
  return {
    title,
    description: title === SITE_TITLE ? SITE_DESCRIPTION : clipDescription(`${title}: ${SITE_DESCRIPTION}`),
    type: 'website',
    image: siteImage(),
    breadcrumbs: [
      { name: HOME_CRUMB, path: '/' },
      { name: title, path },
    ],
  };
}
