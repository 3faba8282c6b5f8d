import { industryPermission, INDUSTRY_ROUTES, type DeepDataIndustry } from '@/common/industry/industries';
import { INDUSTRY_INDEX_LABEL, screenTitle } from '@/common/routes';
import { industryDescription } from '@/common/seo/descriptions';
import { defaultPageSeo, HOME_CRUMB, type PageSeo } from '@/common/seo/pageSeo';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { readMenuItems } from '@/server/modules/macro/macro.repository';

/**
 * The SEO props of an industry's dashboard: "Dữ liệu ngành Thép" described by the indicators the
 * industry has (their names, as its menu lists them), with Home > Dữ liệu ngành > it.
 */
export async function industrySeo(db: Database, industry: DeepDataIndustry): Promise<PageSeo> {
  const path = INDUSTRY_ROUTES.dashboard(industry);
  const fallback = defaultPageSeo(path);
  try {
    const title = screenTitle(path) ?? fallback.title;
    const items = await readMenuItems(db, [industryPermission(industry)]);
    const names = items.filter((item) => item.level === 2).map((item) => item.nameVi);
    return {
      ...fallback,
      title,
      description: industryDescription(title, names),
      breadcrumbs: [
        { name: HOME_CRUMB, path: '/' },
        { name: INDUSTRY_INDEX_LABEL, path: INDUSTRY_ROUTES.index },
        { name: title, path },
      ],
    };
  } catch (error) {
    logger.warn({ err: error, industry }, 'industry SEO props failed; the route defaults are used');
    return fallback;
  }
}
