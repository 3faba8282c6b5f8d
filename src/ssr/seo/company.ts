import { companyPath, specPathOfScreen, type CompanyScreen } from '@/common/companyPaths';
import { screenTitle } from '@/common/routes';
import { companyDescription } from '@/common/seo/descriptions';
import {
  defaultPageSeo,
  HOME_CRUMB,
  PREVIEW_IMAGE_SIZE,
  type PageSeo,
  type SeoCrumb,
} from '@/common/seo/pageSeo';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getCompanyFacts } from '@/server/modules/preview/preview.data';

/** The company's preview image (src/server/modules/preview): name, last close and change, recent closes. */
export const companyImagePath = (ticker: string): string =>
  `/api/og/company/${encodeURIComponent(ticker)}.png`;

const screenLabel = (screen: CompanyScreen): string => screenTitle(specPathOfScreen(screen)) ?? screen;

/** Home > FPT > Báo cáo tài chính > Cân đối kế toán: the company's overview, then the screen's parents. */
function companyCrumbs(ticker: string, screen: CompanyScreen): SeoCrumb[] {
  const crumbs: SeoCrumb[] = [
    { name: HOME_CRUMB, path: '/' },
    { name: ticker, path: companyPath(ticker) },
  ];
  if (screen === 'overview') return crumbs;
  const parts = screen.split('/');
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const partial = parts.slice(0, depth).join('/') as CompanyScreen;
    crumbs.push({ name: screenLabel(partial), path: companyPath(ticker, partial) });
  }
  return crumbs;
}

/**
 * The SEO props of a company's screen: "Cân đối kế toán FPT" with the company's name, exchange,
 * industry and latest quarter's revenue and profit as its description, its own preview image, and
 * its breadcrumbs. An unknown ticker or a failed read gives the route's defaults (the page itself
 * decides on 404s), so the head never breaks a page.
 */
export async function companySeo(db: Database, ticker: string, screen: CompanyScreen): Promise<PageSeo> {
  const fallback = defaultPageSeo(companyPath(ticker, screen));
  try {
    const company = await getCompanyFacts(db, ticker);
    if (!company) return fallback;
    const label = screenLabel(screen);
    const shortName =
      company.shortName && company.shortName !== company.ticker ? company.shortName : company.name;
    return {
      title: `${label} ${company.ticker}: ${shortName}`,
      description: companyDescription(company, label),
      type: 'website',
      image: {
        path: companyImagePath(company.ticker),
        ...PREVIEW_IMAGE_SIZE,
        alt: `${company.ticker} (${company.name}): giá đóng cửa và biểu đồ giá gần đây`,
      },
      breadcrumbs: companyCrumbs(company.ticker, screen),
    };
  } catch (error) {
    logger.warn({ err: error, ticker }, 'company SEO props failed; the route defaults are used');
    return fallback;
  }
}
