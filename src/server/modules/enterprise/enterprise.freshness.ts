import { and, desc, eq, max } from 'drizzle-orm';
import type { DataFreshness } from '@/common/contracts/enterprise';
import {
  PRICE_MAX_SESSIONS_BEHIND,
  STATEMENT_MAX_QUARTERS_BEHIND,
  latestLabel,
  priceFreshness,
  statementFreshness,
} from '@/common/finance/freshness';
import { periodEndDate, type PeriodRef } from '@/common/finance/periods';
import { priceSourceLabel } from '@/common/finance/priceSources';
import { formatDate } from '@/common/format';
import { sourceLabel } from '@/common/finance/statementSources';
import type { Database } from '../../db/client';
import { dailyPrices, statementChoices, statementValues } from '../../db/schema';
import { vietnamDate } from '../../auth/plan';
import { feedFreshness } from '../../feeds/sync/status';
import { SSI_SOURCE_LABEL } from '../../feeds/sync/mapping';

/**
 * Where a company's statements and prices come from and how old they are (docs/DATA.md
 * "Freshness"), for the header of every company page: three small indexed reads.
 */

async function newestStatementPeriod(
  db: Database,
  ticker: string,
): Promise<{ ref: PeriodRef; source: string } | null> {
  // The newest period of each period type (a prefix range of statement_choices' key), then the
  // one that ends last; a quarter beats the year ending the same day (it is the finer figure).
  const rows = await db
    .selectDistinctOn([statementChoices.periodType], {
      periodType: statementChoices.periodType,
      year: statementChoices.year,
      quarter: statementChoices.quarter,
      source: statementChoices.source,
    })
    .from(statementChoices)
    .where(eq(statementChoices.ticker, ticker))
    .orderBy(statementChoices.periodType, desc(statementChoices.year), desc(statementChoices.quarter));
  let newest: { ref: PeriodRef; source: string; end: string } | null = null;
  for (const row of rows) {
    const ref: PeriodRef = { periodType: row.periodType, year: row.year, sub: row.quarter };
    const end = periodEndDate(ref);
    if (!newest || end > newest.end || (end === newest.end && ref.periodType !== 'year'))
      newest = { ref, source: row.source, end };
  }
  return newest;
}

/** The live feed's part: late when the day that should be in by now (17:00 on a trading day) is not. */
async function feedPart(db: Database, now: Date): Promise<NonNullable<DataFreshness['feed']>> {
  const feed = await feedFreshness(db, now);
  return {
    sourceLabel: SSI_SOURCE_LABEL,
    lastDay: feed.lastDay,
    expectedDay: feed.expectedDay,
    late: feed.late,
    behind: feed.behind,
  };
}

export async function getDataFreshness(
  db: Database,
  ticker: string,
  now: Date = new Date(),
  options: { feedConfigured?: boolean } = {},
): Promise<DataFreshness> {
  const today = vietnamDate(now);
  const [newest, [price]] = await Promise.all([
    newestStatementPeriod(db, ticker),
    db
      .select({ date: dailyPrices.date, source: dailyPrices.source, fetchedAt: dailyPrices.fetchedAt })
      .from(dailyPrices)
      .where(eq(dailyPrices.ticker, ticker))
      .orderBy(desc(dailyPrices.date))
      .limit(1),
  ]);
  const warnings: string[] = [];

  let statements: DataFreshness['statements'] = null;
  if (newest) {
    const [updated] = await db
      .select({ at: max(statementValues.updatedAt) })
      .from(statementValues)
      .where(and(eq(statementValues.ticker, ticker), eq(statementValues.source, newest.source)));
    const fresh = statementFreshness(newest.ref, today);
    statements = {
      source: newest.source,
      sourceLabel: sourceLabel(newest.source),
      latestPeriod: latestLabel(newest.ref),
      latestPeriodEnd: fresh.latestEnd,
      updatedAt: updated?.at ? vietnamDate(new Date(updated.at)) : null,
      stale: fresh.stale,
    };
    if (fresh.stale)
      warnings.push(
        `Báo cáo tài chính mới nhất là kỳ ${statements.latestPeriod}, cũ hơn ${STATEMENT_MAX_QUARTERS_BEHIND} quý so với hôm nay: số liệu và chỉ số tính từ báo cáo có thể đã lỗi thời.`,
      );
  } else {
    warnings.push('Chưa có báo cáo tài chính của doanh nghiệp này.');
  }

  let prices: DataFreshness['prices'] = null;
  if (price) {
    const fresh = priceFreshness(price.date, today);
    prices = {
      source: price.source,
      sourceLabel: priceSourceLabel(price.source),
      lastDate: price.date,
      fetchedAt: price.fetchedAt.toISOString(),
      sessionsBehind: fresh.sessionsBehind,
      stale: fresh.stale,
    };
    if (fresh.stale)
      warnings.push(
        `Giá gần nhất là ngày ${price.date}, cách đây ${fresh.sessionsBehind} phiên (quá ${PRICE_MAX_SESSIONS_BEHIND} phiên): giá và các chỉ số theo giá có thể đã lỗi thời.`,
      );
  } else {
    warnings.push('Chưa có dữ liệu giá của mã này.');
  }
  const feed = options.feedConfigured ? await feedPart(db, now) : null;
  if (feed?.late) {
    warnings.push(
      feed.expectedDay
        ? `Nguồn ${feed.sourceLabel} đang chậm: chưa có dữ liệu phiên ${formatDate(feed.expectedDay)}${feed.behind > 1 ? ` (thiếu ${feed.behind} phiên)` : ''}; giá hiển thị là của phiên ${prices ? formatDate(prices.lastDate) : 'trước'}.`
        : `Nguồn ${feed.sourceLabel} đang chậm.`,
    );
  }
  return { today, statements, prices, feed, warnings };
}
