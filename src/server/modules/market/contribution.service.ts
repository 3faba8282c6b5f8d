import type { ContributionRow, IndexContributionResponse } from '@/common/contracts/market';
import { computeContribution, topContributors } from '@/common/market/contribution';
import type { MarketIndexCode } from '@/common/market/marketSession';
import type { Database } from '../../db/client';
import { closeBefore, readIndexLevel } from './indexLevel';
import { indexMembership, memberStocks, NO_SESSION_NOTE, noMembersNote, stocksProvenance } from './members';
import { loadMarketSnapshot, type MarketSnapshot } from './snapshot';

/** How many members each side lists. */
export const CONTRIBUTION_TOP = 10;

/**
 * GET /api/market/contribution?index=: the members that added and took away the most points in the
 * stocks' newest session (src/common/market/contribution.ts), with I_prev the index's close of the
 * session before, and the index's official change of that session beside the computed sum.
 */
export async function getIndexContribution(
  db: Database,
  code: MarketIndexCode,
  shared?: MarketSnapshot,
): Promise<IndexContributionResponse> {
  const [snapshot, membership, level] = await Promise.all([
    shared ?? loadMarketSnapshot(db),
    indexMembership(db, code),
    readIndexLevel(db, code),
  ]);
  const empty = (note: string): IndexContributionResponse => ({
    index: code,
    date: snapshot.date,
    previousLevel: null,
    officialChange: null,
    computedChange: null,
    gainers: [],
    losers: [],
    members: 0,
    excluded: 0,
    basis: membership?.basis ?? null,
    note,
    provenance: stocksProvenance([]),
  });
  if (membership === null) return empty(noMembersNote(code));
  const date = snapshot.date;
  const stocks =
    date === null ? [] : memberStocks(snapshot, membership).filter((stock) => stock.date === date);
  if (date === null || stocks.length === 0) return empty(NO_SESSION_NOTE);
  // The index's close before the stocks' session: today's reference during a session (the newest
  // stored session), the day before after it.
  const previousLevel = closeBefore(level.sessions, date);
  if (previousLevel === null)
    return empty('Chưa có mức đóng cửa phiên trước của chỉ số: chưa đồng bộ nguồn giá.');
  const result = computeContribution(
    stocks.map((stock) => ({
      ticker: stock.ticker,
      refPrice: stock.refPrice,
      price: stock.price,
      shares: stock.shares,
    })),
    previousLevel,
  );
  const byTicker = new Map(stocks.map((stock) => [stock.ticker, stock]));
  const top = topContributors(result, CONTRIBUTION_TOP);
  const row = (member: { ticker: string; points: number; weight: number }): ContributionRow => {
    const stock = byTicker.get(member.ticker);
    return {
      ticker: member.ticker,
      name: stock?.name ?? member.ticker,
      price: stock?.price ?? null,
      pctChange: stock?.pctChange ?? null,
      points: member.points,
      weight: member.weight,
    };
  };
  return {
    index: code,
    date,
    previousLevel,
    officialChange: level.date === date ? level.change : null,
    computedChange: result.total,
    gainers: top.gainers.map(row),
    losers: top.losers.map(row),
    members: stocks.length,
    excluded: result.excluded.length,
    basis: membership.basis,
    note: result.total === null ? 'Chưa có số cổ phiếu niêm yết của các mã thành phần.' : null,
    provenance: stocksProvenance(stocks),
  };
}
