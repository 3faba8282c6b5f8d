import { macroDescription } from '@/common/seo/descriptions';
import {
  defaultPageSeo,
  HOME_CRUMB,
  MACRO_INDEX_TITLE,
  PREVIEW_IMAGE_SIZE,
  type PageSeo,
} from '@/common/seo/pageSeo';
import type { MacroPage } from '@/features/macro/macroPages';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getMacroSnapshot, indicatorOfPage } from '@/server/modules/preview/preview.data';

/** /macro/cpi/cpi -> /api/og/macro/cpi/cpi.png (the indicator's preview image). */
export const macroImagePath = (pagePath: string): string => `/api/og${pagePath}.png`;

/**
 * The SEO props of a macro indicator's page: the indicator with its latest value, unit and period
 * (none for an indicator a guest may not read), its preview image and Home > Kinh tế vĩ mô > it.
 */
export async function macroSeo(db: Database, page: MacroPage): Promise<PageSeo> {
  const fallback = defaultPageSeo(page.path);
  try {
    const macro = await getMacroSnapshot(db, indicatorOfPage(page));
    if (!macro) return fallback;
    const title =
      page.kind === 'vn' ? `${page.groupLabel}: ${page.childLabel}` : `${page.groupLabel}: ${macro.name}`;
    return {
      title,
      description: macroDescription({ ...macro, name: page.kind === 'vn' ? page.childLabel : macro.name }),
      type: 'website',
      image: {
        path: macroImagePath(page.path),
        ...PREVIEW_IMAGE_SIZE,
        alt: `${title}: số liệu mới nhất và biểu đồ`,
      },
      breadcrumbs: [
        { name: HOME_CRUMB, path: '/' },
        { name: MACRO_INDEX_TITLE, path: '/macro' },
        { name: title, path: page.path },
      ],
    };
  } catch (error) {
    logger.warn({ err: error, path: page.path }, 'macro SEO props failed; the route defaults are used');
    return fallback;
  }
}
