import { sql } from 'drizzle-orm';
import { RATIO_INPUT_CODES } from '@/common/finance/ratios';
import type { PriceBasis } from '@/common/finance/shareBasis';
import type { Database } from '../../db/client';
import { textArray } from '../../db/arrays';
import type { RatioValueRow } from '../ratios/ratios.repository';
import type { PriceRow, SessionRow } from './facts.repository';

/**
 * The market facts' big reads, one row per ticker: each ticker's series travels as one text
 * (string_agg) that is split here. Measured on PGlite with 400 stocks (scripts/bench/screener.ts),
 * 112,000 price rows take 3.1 s as rows and 0.3 s as 400 texts, statements 2.0 s and 0.4 s: the cost
 * is per row returned, not per value. Same rows, same values (doubles print with round-trip digits).
 */

type TextRows<T> = { rows: T[] };

function numberOrNull(text: string | undefined): number | null {
  if (text === undefined || text === '' || text === 'n') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Daily prices of every stock from `from` on, by ticker then date (the last row's basis kept). */
export async function readPriceSeries(db: Database, from: string): Promise<Map<string, PriceRow[]>> {
  const answer = (await db.execute(sql`
    select ticker,
      string_agg(date::text || ' ' || close::text || ' ' || adj_ratio::text, ',' order by date) as series,
      (array_agg(price_basis || ' ' || coalesce(adjusted_to::text, '') order by date desc))[1] as last_basis
    from daily_prices where date >= ${from}::date group by ticker`)) as TextRows<{
    ticker: string;
    series: string;
    last_basis: string;
  }>;
  const result = new Map<string, PriceRow[]>();
  for (const row of answer.rows) {
    const [basis = 'raw', adjustedTo = ''] = row.last_basis.split(' ');
    const priceBasis: PriceBasis = basis === 'adjusted' ? 'adjusted' : 'raw';
    const series = row.series.split(',').map((item) => {
      const [date = '', close = '', adjRatio = ''] = item.split(' ');
      return {
        ticker: row.ticker,
        date,
        close: Number(close),
        adjRatio: Number(adjRatio),
        priceBasis,
        adjustedTo: adjustedTo === '' ? null : adjustedTo,
      };
    });
    result.set(row.ticker, series);
  }
  return result;
}

/** Sessions of every stock from `from` on (values, volumes, foreign values), by ticker then date. */
export async function readSessionSeries(db: Database, from: string): Promise<Map<string, SessionRow[]>> {
  const answer = (await db.execute(sql`
    select ticker, string_agg(concat_ws(' ', date::text, coalesce(total_volume::text, 'n'),
      coalesce(total_value::text, 'n'), coalesce(foreign_buy_value::text, 'n'),
      coalesce(foreign_sell_value::text, 'n')), ',' order by date) as series
    from stock_sessions where date >= ${from}::date group by ticker`)) as TextRows<{
    ticker: string;
    series: string;
  }>;
  const result = new Map<string, SessionRow[]>();
  for (const row of answer.rows) {
    result.set(
      row.ticker,
      row.series.split(',').map((item) => {
        const [date = '', volume, value, buy, sell] = item.split(' ');
        return {
          ticker: row.ticker,
          date,
          totalVolume: numberOrNull(volume),
          totalValue: numberOrNull(value),
          foreignBuyValue: numberOrNull(buy),
          foreignSellValue: numberOrNull(sell),
        };
      }),
    );
  }
  return result;
}

const ITEM_KEYS = [
  ...RATIO_INPUT_CODES.BALANCE_SHEET.map((code) => `BALANCE_SHEET ${code}`),
  ...RATIO_INPUT_CODES.FOOTNOTES.map((code) => `FOOTNOTES ${code}`),
  ...RATIO_INPUT_CODES.INCOME_STATEMENT.map((code) => `INCOME_STATEMENT ${code}`),
];

/**
 * The statement values the ratios read (ratios.repository.ts readRatioInputs: the same items, the
 * chosen source of each statement and period), for every stock, as RatioValueRow. Null values are
 * left out (a ratio reads a missing and a null value alike).
 */
export async function readRatioSeries(
  db: Database,
  periodType: 'quarter' | 'year',
  years: { from: number; to: number },
): Promise<RatioValueRow[]> {
  const answer = (await db.execute(sql`
    select v.ticker, string_agg(concat_ws(' ', v.statement, v.item_code, v.year::text, v.quarter::text,
      v.value::text), ',') as series
    from statement_values v
    join statement_choices c on c.ticker = v.ticker and c.statement = v.statement
      and c.period_type = v.period_type and c.year = v.year and c.quarter = v.quarter and c.source = v.source
    where v.period_type = ${periodType} and v.year between ${years.from} and ${years.to}
      and v.value is not null and (v.statement || ' ' || v.item_code) = any(${textArray(ITEM_KEYS)})
    group by v.ticker`)) as TextRows<{ ticker: string; series: string }>;
  const rows: RatioValueRow[] = [];
  for (const row of answer.rows) {
    for (const item of row.series.split(',')) {
      const [statement = '', itemCode = '', year = '', quarter = '', value = ''] = item.split(' ');
      rows.push({
        ticker: row.ticker,
        statement,
        itemCode,
        year: Number(year),
        quarter: Number(quarter),
        value: numberOrNull(value),
      });
    }
  }
  return rows;
}
