import type { ScreenerOptionsResponse, ScreenerResponse, ScreenerRow } from '@/common/contracts/screener';
import { resultColumns, type ScreenDefinition } from '@/common/screener/definition';
import { pageOf, runScreen, type StockFacts } from '@/common/screener/evaluate';
import type { Database } from '../../db/client';
import { marketFacts, type MarketFacts } from './facts';

/** Running screens over the market facts (facts.ts), for the API, the export and the benchmark. */

export function toRow(stock: StockFacts, columns: readonly string[]): ScreenerRow {
  const values: Record<string, number | null> = {};
  const reasons: Record<string, string> = {};
  for (const key of columns) {
    const value = stock.values[key] ?? null;
    values[key] = value;
    const reason = stock.reasons[key];
    if (value === null && reason) reasons[key] = reason;
  }
  return { ticker: stock.ticker, name: stock.name, exchange: stock.exchange, values, reasons };
}

/** A screen's page over facts already built (pure; the benchmark times this). */
export function screenFacts(
  facts: MarketFacts,
  screen: ScreenDefinition,
  page: number,
  pageSize: number,
): ScreenerResponse {
  const run = runScreen(facts.stocks, screen);
  const columns = resultColumns(screen);
  return {
    asOf: facts.asOf,
    universe: run.universe,
    total: run.matches.length,
    page,
    pageSize,
    columns,
    unknown: run.unknown,
    rows: pageOf(run.matches, page, pageSize).map((stock) => toRow(stock, columns)),
  };
}

export async function runScreener(
  db: Database,
  request: { screen: ScreenDefinition; page: number; pageSize: number },
): Promise<ScreenerResponse> {
  return screenFacts(await marketFacts(db), request.screen, request.page, request.pageSize);
}

/** Every match of a screen, up to `limit` rows (the export), with the facts' date. */
export async function screenAll(
  db: Database,
  screen: ScreenDefinition,
  limit: number,
): Promise<{ rows: ScreenerRow[]; total: number; columns: string[]; facts: MarketFacts }> {
  const facts = await marketFacts(db);
  const run = runScreen(facts.stocks, screen);
  const columns = resultColumns(screen);
  return {
    rows: run.matches.slice(0, limit).map((stock) => toRow(stock, columns)),
    total: run.matches.length,
    columns,
    facts,
  };
}

/** The industries present in the market (names by ICB level) for the set criteria's pickers. */
export async function screenerOptions(db: Database): Promise<ScreenerOptionsResponse> {
  const facts = await marketFacts(db);
  return {
    industries: facts.industries.flatMap((industry) =>
      industry.level >= 1 && industry.level <= 4
        ? [{ level: industry.level as 1 | 2 | 3 | 4, code: industry.code, name: industry.name }]
        : [],
    ),
    asOf: facts.asOf,
  };
}
