import { planLabel } from '@/common/access/accessTable';
import type { PermissionCode } from '@/common/constants/permissions';
import type { Plan } from '@/common/constants/plans';
import type { NewsDetail, NewsItem, NewsListQuery, NewsListResponse } from '@/common/contracts/companyPages';
import type { AccessNotice } from '@/common/contracts/finance';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { assertAccess } from '../../access/accessContext';
import { getPageCompany, industryCodesOf } from './company.repository';
import { findNews, listCompanyNews, newestOfFeed, type NewsListRow } from './news.repository';
import { offsetOf, webUrl } from './shared';

export const NEWS_CODE = 'NEWS_ALL' satisfies PermissionCode;
/** Other news shown under an article. */
export const RELATED_NEWS = 5;

/** What NEWS_ALL lets the caller read: everything, or only the newest `max` items of a feed. */
export interface NewsAccess {
  max: number | null;
  requiredPlan: Plan | null;
}

/** The notice of a clamped list: "Bạn đang xem 10 tin mới nhất. Vui lòng đăng nhập để xem toàn bộ tin tức." */
export function limitedNewsMessage(max: number, plan: Plan | null): string {
  const head = `Bạn đang xem ${String(max)} tin mới nhất.`;
  if (plan) return `${head} Nâng cấp gói ${planLabel(plan)} để xem toàn bộ tin tức.`;
  return `${head} Vui lòng đăng nhập để xem toàn bộ tin tức.`;
}

export function limitedNewsNotice(max: number, plan: Plan | null): AccessNotice {
  return { level: 'limited', requiredPlan: plan, message: limitedNewsMessage(max, plan) };
}

/** 403 for a role without NEWS_ALL; the item limit of a limited role (anonymous: the 10 newest). */
export function newsAccessOf(user: AuthUser | null): NewsAccess {
  const access = assertAccess(user, NEWS_CODE);
  const max = access.level === 'limited' && access.limit?.kind === 'items' ? access.limit.max : null;
  return { max, requiredPlan: access.requiredPlan };
}

function toItem(row: NewsListRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    source: row.source,
    url: webUrl(row.url),
    publishedAt: row.publishedAt.toISOString(),
    ticker: row.ticker,
    icbCode: row.icbCode,
  };
}

/**
 * GET news: the ticker's news and its industry's, newest first. A limited caller gets pages of the
 * `max` newest only (total counts those) and the `access` notice, whatever page is asked.
 */
export async function getCompanyNews(
  db: Database,
  query: NewsListQuery,
  access: NewsAccess,
): Promise<NewsListResponse> {
  const company = await getPageCompany(db, query.ticker);
  const offset = offsetOf(query.page, query.pageSize);
  const limit =
    access.max === null ? query.pageSize : Math.max(0, Math.min(query.pageSize, access.max - offset));
  const { rows, total } = await listCompanyNews(
    db,
    { ticker: company.ticker, industryCodes: industryCodesOf(company) },
    { offset, limit },
  );
  const response: NewsListResponse = {
    ticker: company.ticker,
    items: rows.map(toItem),
    total: access.max === null ? total : Math.min(total, access.max),
    page: query.page,
    pageSize: query.pageSize,
  };
  if (access.max !== null) response.access = limitedNewsNotice(access.max, access.requiredPlan);
  return response;
}

/**
 * GET /api/news/[id]: the article and the RELATED_NEWS newest other items of its ticker (industry
 * news: of its industry). A limited caller reads only the `max` newest items of the article's feed
 * (so every item its lists show opens) and gets related items among them. 404 unknown id.
 */
export async function getNewsDetail(db: Database, id: number, access: NewsAccess): Promise<NewsDetail> {
  const row = await findNews(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Không tìm thấy tin tức.');
  let related: NewsListRow[];
  if (access.max === null) {
    related = await newestOfFeed(db, row, RELATED_NEWS, true);
  } else {
    const visible = await newestOfFeed(db, row, access.max, false);
    if (!visible.some((item) => item.id === row.id)) {
      const action = access.requiredPlan
        ? `Nâng cấp gói ${planLabel(access.requiredPlan)}`
        : 'Vui lòng đăng nhập';
      throw new AppError(
        'PLAN_REQUIRED',
        `Bạn chỉ xem được ${String(access.max)} tin mới nhất. ${action} để đọc tin này.`,
        { extra: { code: NEWS_CODE, requiredPlan: access.requiredPlan } },
      );
    }
    related = visible.filter((item) => item.id !== row.id).slice(0, RELATED_NEWS);
  }
  return { ...toItem(row), body: row.body, related: related.map(toItem) };
}
