import { and, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';

export type NewsRow = typeof news.$inferSelect;
export type NewsListRow = Omit<NewsRow, 'body' | 'isDemo'>;

const listColumns = {
  id: news.id,
  ticker: news.ticker,
  icbCode: news.icbCode,
  title: news.title,
  summary: news.summary,
  source: news.source,
  url: news.url,
  publishedAt: news.publishedAt,
};

const newestFirst = [desc(news.publishedAt), desc(news.id)];

/** A company's feed: its own news and its industry's (no ticker, keyed by its ICB level 4 or 3 code). */
function companyFeed(ticker: string, industryCodes: readonly string[]): SQL {
  const own = eq(news.ticker, ticker);
  if (industryCodes.length === 0) return own;
  return or(own, and(isNull(news.ticker), inArray(news.icbCode, [...industryCodes]))) ?? own;
}

/** The feed an item belongs to: its ticker's news, or the industry news of its code. */
function itemFeed(item: Pick<NewsRow, 'ticker' | 'icbCode'>): SQL | undefined {
  if (item.ticker) return eq(news.ticker, item.ticker);
  return and(isNull(news.ticker), item.icbCode ? eq(news.icbCode, item.icbCode) : isNull(news.icbCode));
}

export async function listCompanyNews(
  db: Database,
  feed: { ticker: string; industryCodes: readonly string[] },
  window: { offset: number; limit: number },
): Promise<{ rows: NewsListRow[]; total: number }> {
  const where = companyFeed(feed.ticker, feed.industryCodes);
  const [rows, totals] = await Promise.all([
    window.limit > 0
      ? db
          .select(listColumns)
          .from(news)
          .where(where)
          .orderBy(...newestFirst)
          .offset(window.offset)
          .limit(window.limit)
      : Promise.resolve([]),
    db.select({ value: count() }).from(news).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findNews(db: Database, id: number): Promise<NewsRow | null> {
  const rows = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The newest items of an item's feed (the item itself left out when `exclude` is set). */
export async function newestOfFeed(
  db: Database,
  item: Pick<NewsRow, 'id' | 'ticker' | 'icbCode'>,
  limit: number,
  exclude: boolean,
): Promise<NewsListRow[]> {
  return db
    .select(listColumns)
    .from(news)
    .where(and(itemFeed(item), exclude ? ne(news.id, item.id) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
}
