import type { CompanyType } from '@/common/constants/market';
import { derivedValue } from '@/common/finance/derived';
import { periodOrdinal, periodsPerYear, shiftPeriod, type PeriodRef } from '@/common/finance/periods';
import { RATIO_INPUT_CODES, type RatioInput, type Snapshot } from '@/common/finance/ratios';
import type { RatioValueRow } from './ratios.repository';

/** Statement values by ticker, statement, item and period, for the pure assembly of ratio inputs. */
export class StatementIndex {
  private readonly values = new Map<string, number | null>();

  constructor(rows: readonly RatioValueRow[], periodType: PeriodRef['periodType']) {
    for (const row of rows) {
      const ordinal = periodOrdinal({ periodType, year: row.year, sub: row.quarter });
      this.values.set(StatementIndex.key(row.ticker, row.statement, row.itemCode, ordinal), row.value);
    }
  }

  private static key(ticker: string, statement: string, code: string, ordinal: number): string {
    return `${ticker}|${statement}|${code}|${ordinal}`;
  }

  valueAt(ticker: string, statement: string, code: string, ref: PeriodRef): number | null {
    return this.values.get(StatementIndex.key(ticker, statement, code, periodOrdinal(ref))) ?? null;
  }
}

function balances(index: StatementIndex, ticker: string, ref: PeriodRef): Snapshot {
  const snapshot: Record<string, number | null> = {};
  for (const code of RATIO_INPUT_CODES.BALANCE_SHEET) {
    snapshot[code] = index.valueAt(ticker, 'BALANCE_SHEET', code, ref);
  }
  for (const code of RATIO_INPUT_CODES.FOOTNOTES) {
    snapshot[code] = index.valueAt(ticker, 'FOOTNOTES', code, ref);
  }
  return snapshot;
}

function flows(index: StatementIndex, ticker: string, ref: PeriodRef): Snapshot {
  const snapshot: Record<string, number | null> = {};
  for (const code of RATIO_INPUT_CODES.INCOME_STATEMENT) {
    snapshot[code] = index.valueAt(ticker, 'INCOME_STATEMENT', code, ref);
  }
  return snapshot;
}

/** Income-statement items over the four quarters ending at `ref` (null if any quarter is missing). */
function trailing(index: StatementIndex, ticker: string, ref: PeriodRef): Snapshot {
  const snapshot: Record<string, number | null> = {};
  for (const code of RATIO_INPUT_CODES.INCOME_STATEMENT) {
    snapshot[code] = derivedValue('TRAILING', 'flow', ref, (at) =>
      index.valueAt(ticker, 'INCOME_STATEMENT', code, at),
    );
  }
  return snapshot;
}

/** Everything a ratio of `ticker` at `ref` reads (docs/DATA.md, "Ratios (numeral)"). */
export function buildRatioInput(
  index: StatementIndex,
  company: { ticker: string; companyType: CompanyType },
  ref: PeriodRef,
  market: RatioInput['market'],
): RatioInput {
  const yearAgo = shiftPeriod(ref, -periodsPerYear(ref.periodType));
  return {
    companyType: company.companyType,
    closing: balances(index, company.ticker, ref),
    opening: balances(index, company.ticker, yearAgo),
    ttm: trailing(index, company.ticker, ref),
    flows: flows(index, company.ticker, ref),
    flowsYearAgo: flows(index, company.ticker, yearAgo),
    market,
  };
}
