import { periodOrdinal, type PeriodRef } from '@/common/finance/periods';
import { StatementIndex } from '../ratios/ratios.inputs';
import type { RatioValueRow } from '../ratios/ratios.repository';

/**
 * The ratios module's StatementIndex for the whole market, with the same answers from nested maps
 * (ticker → statement → item → period) instead of one map keyed by a built string: buildRatioInput
 * asks ~250 values per period, and building a key string for each was most of the facts' compute
 * time over 1,600 stocks (profiled with scripts/bench/screener.ts).
 */
export class MarketStatementIndex extends StatementIndex {
  private readonly tickers = new Map<string, Map<string, Map<string, Map<number, number | null>>>>();
  private lastTicker: string | null = null;
  private lastStatements: Map<string, Map<string, Map<number, number | null>>> | undefined;

  constructor(rows: readonly RatioValueRow[], periodType: PeriodRef['periodType']) {
    super([], periodType);
    for (const row of rows) {
      const ordinal = periodOrdinal({ periodType, year: row.year, sub: row.quarter });
      let statements = this.tickers.get(row.ticker);
      if (!statements) {
        statements = new Map<string, Map<string, Map<number, number | null>>>();
        this.tickers.set(row.ticker, statements);
      }
      let items = statements.get(row.statement);
      if (!items) {
        items = new Map<string, Map<number, number | null>>();
        statements.set(row.statement, items);
      }
      let periods = items.get(row.itemCode);
      if (!periods) {
        periods = new Map<number, number | null>();
        items.set(row.itemCode, periods);
      }
      periods.set(ordinal, row.value);
    }
  }

  override valueAt(ticker: string, statement: string, code: string, ref: PeriodRef): number | null {
    if (ticker !== this.lastTicker) {
      this.lastTicker = ticker;
      this.lastStatements = this.tickers.get(ticker);
    }
    return this.lastStatements?.get(statement)?.get(code)?.get(periodOrdinal(ref)) ?? null;
  }
}
