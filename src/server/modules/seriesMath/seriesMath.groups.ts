import { and, asc, eq, isNotNull, like, or } from 'drizzle-orm';
import type { GroupAggregate, SeriesGroup } from '@/common/seriesMath';
import { tickersPhrase } from '@/common/seriesMath/messages';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { readIndustryNames } from '../market/market.repository';
import { findOwnedWatchlist, listItemTickers } from '../watchlists/watchlists.repository';
import { LIST_NOT_FOUND } from '../watchlists/watchlists.service';

/**
 * Which companies a group holds. An ICB code takes the listed companies classified under it at any
 * level (icb_code1..4 equal to it, or a level-4 code starting with it); a ticker list is taken as
 * written; a watchlist must be the caller's (another owner's list answers 404, as the watchlist
 * routes do, so its existence is not disclosed).
 */

/** An industry group larger than this is refused (each member is one read). */
export const MAX_INDUSTRY_MEMBERS = 300;

export interface GroupMembers {
  tickers: string[];
  /** "Ngân hàng (ICB 8300)", "Nhóm VCB, BID, CTG", "Danh sách “Ngân hàng”". */
  label: string;
}

export const AGGREGATE_PHRASE: Record<GroupAggregate, string> = {
  sum: 'tổng',
  mean: 'trung bình',
  median: 'trung vị',
};

async function industryMembers(db: Database, icbCode: string): Promise<GroupMembers> {
  const rows = await db
    .select({ ticker: companies.ticker })
    .from(companies)
    .where(
      and(
        eq(companies.listingStatus, 'listed'),
        isNotNull(companies.exchange),
        or(
          eq(companies.icbCode1, icbCode),
          eq(companies.icbCode2, icbCode),
          eq(companies.icbCode3, icbCode),
          like(companies.icbCode4, `${icbCode}%`),
        ),
      ),
    )
    .orderBy(asc(companies.ticker));
  if (rows.length > MAX_INDUSTRY_MEMBERS) {
    throw new AppError(
      'BAD_REQUEST',
      `Ngành ${icbCode} có ${String(rows.length)} mã, vượt quá ${String(MAX_INDUSTRY_MEMBERS)} mã một nhóm: chọn ngành cấp thấp hơn.`,
    );
  }
  const name = (await readIndustryNames(db, [icbCode])).get(icbCode);
  return {
    tickers: rows.map((row) => row.ticker),
    label: name ? `${name} (ICB ${icbCode})` : `Ngành ICB ${icbCode}`,
  };
}

export async function groupMembers(
  db: Database,
  group: SeriesGroup,
  ownerKey: () => Promise<string | null>,
): Promise<GroupMembers> {
  let members: GroupMembers;
  if (group.kind === 'industry') members = await industryMembers(db, group.icbCode);
  else if (group.kind === 'tickers') {
    const tickers = [...new Set(group.tickers)];
    members = { tickers, label: `Nhóm ${tickersPhrase(tickers, 3)}` };
  } else {
    const owner = await ownerKey();
    const row =
      owner === null ? null : await findOwnedWatchlist(db, owner, group.watchlistId, { lock: false });
    if (!row) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
    const tickers = (await listItemTickers(db, [row.id])).get(row.id) ?? [];
    members = { tickers, label: `Danh sách “${row.name}”` };
  }
  if (members.tickers.length === 0) {
    throw new AppError('BAD_REQUEST', `${members.label} không có mã nào để gộp.`);
  }
  return members;
}
