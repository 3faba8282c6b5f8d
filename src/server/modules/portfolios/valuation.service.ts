import type {
  PortfolioDetailResponse,
  PortfolioHolding,
  PortfolioPerformanceResponse,
  PortfolioSuggestionsResponse,
} from '@/common/contracts/portfolios';
import { allocateByIndustry } from '@/common/portfolio/allocation';
import { dailyValuation } from '@/common/portfolio/dailyValuation';
import { valuePortfolio, type HoldingFigures, type MarketQuote } from '@/common/portfolio/holdings';
import { replayLedger } from '@/common/portfolio/ledger';
import { toDongNumber } from '@/common/portfolio/money';
import { benchmarkReturn, timeWeightedReturn } from '@/common/portfolio/performance';
import { suggestEntitlements } from '@/common/portfolio/suggestions';
import type { AuthUser } from '../../core/authUser';
import type { Database } from '../../db/client';
import { readIndexCloses, readIndustryNames } from '../market/market.repository';
import { loadMarketSnapshot } from '../market/snapshot';
import { vietnamToday } from './ledgerChecks';
import { entryOf, transactionOf } from './ledgerRows';
import {
  readCompanies,
  readEntitlementEvents,
  readRawCloses,
  readTransactions,
} from './portfolios.repository';
import { requirePortfolio, summaryOf } from './portfolios.service';

/** What a portfolio is worth (issue 32): holdings at the market snapshot, suggestions, performance. */

export const BENCHMARK_INDEX = 'VNINDEX';

export async function portfolioDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<PortfolioDetailResponse> {
  const portfolio = await requirePortfolio(db, user.id, id);
  const rows = await readTransactions(db, id);
  const { state } = replayLedger(rows.map(entryOf));
  const tickers = [...state.positions.keys()];
  const [snapshot, companies] = await Promise.all([
    loadMarketSnapshot(db, { tickers }),
    readCompanies(db, tickers),
  ]);
  const quotes = new Map<string, MarketQuote>(
    snapshot.stocks.map((stock) => [
      stock.ticker,
      { price: stock.price, date: stock.date, source: stock.source },
    ]),
  );
  const valued = valuePortfolio(state, quotes);
  const codes = [
    ...new Set(companies.map((company) => company.icbCode2).filter((code): code is string => !!code)),
  ];
  const names = await readIndustryNames(db, codes);
  const companyOf = new Map(companies.map((company) => [company.ticker, company]));
  const industryOf = new Map(
    companies.map((company) => [
      company.ticker,
      company.icbCode2
        ? { code: company.icbCode2, name: names.get(company.icbCode2) ?? company.icbCode2 }
        : null,
    ]),
  );
  const describe = (holding: HoldingFigures): PortfolioHolding => {
    const company = companyOf.get(holding.ticker);
    return {
      ...holding,
      name: company ? company.shortName || company.name : null,
      industryName: industryOf.get(holding.ticker)?.name ?? null,
    };
  };
  return {
    portfolio: summaryOf(portfolio, rows.length),
    transactions: rows.map(transactionOf).reverse(),
    holdings: valued.holdings.map(describe),
    closed: valued.closed.map(describe),
    totals: valued.totals,
    allocation: allocateByIndustry(valued.holdings, industryOf),
    market: { date: snapshot.date, asOf: snapshot.asOf, sources: snapshot.sources },
  };
}

export async function portfolioSuggestions(
  db: Database,
  user: AuthUser,
  id: number,
  now: Date = new Date(),
): Promise<PortfolioSuggestionsResponse> {
  await requirePortfolio(db, user.id, id);
  const entries = (await readTransactions(db, id)).map(entryOf);
  const tickers = [
    ...new Set(entries.map((entry) => entry.ticker).filter((ticker): ticker is string => !!ticker)),
  ];
  const events = await readEntitlementEvents(db, tickers);
  return { suggestions: suggestEntitlements(entries, events, vietnamToday(now)) };
}

export async function portfolioPerformance(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<PortfolioPerformanceResponse> {
  await requirePortfolio(db, user.id, id);
  const entries = (await readTransactions(db, id)).map(entryOf);
  const empty: PortfolioPerformanceResponse = {
    points: [],
    twr: null,
    maxDrawdown: null,
    benchmark: { code: BENCHMARK_INDEX, twr: null, maxDrawdown: null, source: null },
    impliedDeposits: 0,
    priceBasis: 'raw',
    reason: 'Danh mục chưa có giao dịch nào.',
  };
  const first = entries[0]?.date;
  if (!first) return empty;
  const tickers = [
    ...new Set(entries.map((entry) => entry.ticker).filter((ticker): ticker is string => !!ticker)),
  ];
  const [closeRows, indexRows] = await Promise.all([
    readRawCloses(db, tickers, first),
    readIndexCloses(db, BENCHMARK_INDEX, first),
  ]);
  const closes = new Map<string, Map<string, number>>();
  for (const row of closeRows) {
    const series = closes.get(row.ticker) ?? new Map<string, number>();
    series.set(row.date, row.close);
    closes.set(row.ticker, series);
  }
  const sessions = [
    ...new Set([...indexRows.map((row) => row.date), ...closeRows.map((row) => row.date)]),
  ].sort();
  if (sessions.length === 0)
    return { ...empty, reason: 'Chưa có giá đóng cửa nào từ ngày giao dịch đầu tiên của danh mục.' };
  const valuation = dailyValuation(entries, sessions, closes);
  const result = timeWeightedReturn(valuation.points);
  const indexCloses = new Map(indexRows.map((row) => [row.date, row.close]));
  const bench = benchmarkReturn(
    indexCloses,
    result.points.map((point) => point.date),
  );
  const benchByDate = new Map(bench.points.map((point) => [point.date, point.cumulativeReturn]));
  const unpriced = [...valuation.unpriced.keys()];
  return {
    points: result.points.map((point) => ({
      ...point,
      benchmarkReturn: benchByDate.get(point.date) ?? null,
    })),
    twr: result.twr,
    maxDrawdown: result.maxDrawdown,
    benchmark: {
      code: BENCHMARK_INDEX,
      twr: bench.twr,
      maxDrawdown: bench.maxDrawdown,
      source: indexRows[indexRows.length - 1]?.source ?? null,
    },
    impliedDeposits: toDongNumber(valuation.impliedDeposits),
    priceBasis: 'raw',
    reason:
      result.twr === null
        ? 'Chưa có ngày nào danh mục có vốn để tính hiệu suất.'
        : unpriced.length > 0
          ? `Chưa có giá của ${unpriced.join(', ')} ở một số ngày: các ngày đó mã được tính giá trị 0.`
          : null,
  };
}
