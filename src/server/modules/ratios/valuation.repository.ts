import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CorporateActionFact, PriceObservation } from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { corporateActions, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from '../../db/statementSource';

/** The rows valuation reads: closes with their basis, corporate actions, paid-in capital by period. */

const priceRows = z.object({
  rows: z.array(
    z.object({
      ticker: z.string(),
      at: z.string(),
      close: z.coerce.number(),
      price_basis: z.enum(['raw', 'adjusted']),
      adjusted_to: z.string().nullable(),
      date: z.string(),
    }),
  ),
});

export function priceKey(ticker: string, date: string): string {
  return `${ticker}|${date}`;
}

/**
 * For each (ticker, date) pair: the last daily close on or before the date, however old (the
 * valuation decides whether it is recent enough and says why not). One query with a lateral join,
 * so 20 period ends or 30 peers cost one round trip.
 */
export async function readLastCloses(
  db: Database,
  pairs: readonly { ticker: string; date: string }[],
): Promise<Map<string, PriceObservation>> {
  const result = new Map<string, PriceObservation>();
  if (pairs.length === 0) return result;
  const tickers = sql.join(
    pairs.map((pair) => sql`${pair.ticker}`),
    sql`, `,
  );
  const dates = sql.join(
    pairs.map((pair) => sql`${pair.date}`),
    sql`, `,
  );
  const answer: unknown = await db.execute(sql`
    select q.ticker, q.at::text as at, p.close, p.price_basis, p.adjusted_to::text as adjusted_to,
      p.date::text as date
    from unnest(array[${tickers}]::text[], array[${dates}]::date[]) as q(ticker, at)
    join lateral (
      select d.close, d.price_basis, d.adjusted_to, d.date from daily_prices d
      where d.ticker = q.ticker and d.date <= q.at
      order by d.date desc limit 1
    ) p on true`);
  // Both drivers answer { rows }; numeric columns may come back as strings from node-postgres.
  for (const row of priceRows.parse(answer).rows) {
    result.set(priceKey(row.ticker, row.at), {
      date: row.date,
      close: row.close,
      basis: row.price_basis,
      adjustedTo: row.adjusted_to,
    });
  }
  return result;
}

const cumRows = z.object({
  rows: z.array(z.object({ id: z.coerce.number(), close: z.coerce.number() })),
});

/**
 * Every corporate action of the tickers, oldest first; a rights issue also gets the as-traded close
 * of the last session before its ex-date (its bonus element needs it).
 */
export async function readCorporateActionFacts(
  db: Database,
  tickers: readonly string[],
): Promise<Map<string, CorporateActionFact[]>> {
  const result = new Map<string, CorporateActionFact[]>();
  if (tickers.length === 0) return result;
  const rows = await db
    .select({
      id: corporateActions.id,
      ticker: corporateActions.ticker,
      exDate: corporateActions.exDate,
      kind: corporateActions.kind,
      ratio: corporateActions.ratio,
      cashPerShare: corporateActions.cashPerShare,
    })
    .from(corporateActions)
    .where(inArray(corporateActions.ticker, [...tickers]))
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.id));
  const rightsIds = rows.filter((row) => row.kind === 'rights_issue').map((row) => row.id);
  const cum = new Map<number, number>();
  if (rightsIds.length > 0) {
    const answer: unknown = await db.execute(sql`
      select a.id, p.close from corporate_actions a
      join lateral (
        select d.close from daily_prices d
        where d.ticker = a.ticker and d.date < a.ex_date and d.price_basis = 'raw'
        order by d.date desc limit 1
      ) p on true
      where a.id in (${sql.join(
        rightsIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    for (const row of cumRows.parse(answer).rows) cum.set(row.id, row.close);
  }
  for (const row of rows) {
    const list = result.get(row.ticker) ?? [];
    list.push({
      exDate: row.exDate,
      kind: row.kind,
      ratio: row.ratio,
      cashPerShare: row.cashPerShare,
      cumPrice: cum.get(row.id) ?? null,
    });
    result.set(row.ticker, list);
  }
  return result;
}

export interface CapitalRow {
  ticker: string;
  periodType: string;
  year: number;
  quarter: number;
  itemCode: string;
  value: number | null;
}

/**
 * Paid-in capital (CHARTER_CAPITAL on the bank form, PAID_IN_CAPITAL on the others) of every
 * quarter and year of the tickers: the share history when a ticker has no corporate actions.
 */
export async function readCapitalHistory(db: Database, tickers: readonly string[]): Promise<CapitalRow[]> {
  if (tickers.length === 0) return [];
  return (
    db
      .select({
        ticker: statementValues.ticker,
        periodType: statementValues.periodType,
        year: statementValues.year,
        quarter: statementValues.quarter,
        itemCode: statementValues.itemCode,
        value: statementValues.value,
      })
      .from(statementValues)
      // The source each period shows, as every other reader (a year derived from quarters included).
      .innerJoin(statementChoices, chosenSourceJoin)
      .where(
        and(
          inArray(statementValues.ticker, [...tickers]),
          eq(statementValues.statement, 'BALANCE_SHEET'),
          inArray(statementValues.periodType, ['quarter', 'year']),
          or(
            eq(statementValues.itemCode, 'CHARTER_CAPITAL'),
            eq(statementValues.itemCode, 'PAID_IN_CAPITAL'),
          ),
        ),
      )
  );
}
