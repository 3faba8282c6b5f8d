import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Exchange } from '@/common/constants/market';
import type { CorporateEventKind } from '@/common/market/events';
import type { Database } from '../../db/client';
import { companies, corporateActions, corporateEvents, priceAdjustments } from '../../db/schema';

/** The rows of the corporate events calendar, a company's events and its entitlements. */

export type EventRow = typeof corporateEvents.$inferSelect & {
  companyName: string;
  exchange: Exchange | null;
};

const eventColumns = {
  id: corporateEvents.id,
  ticker: corporateEvents.ticker,
  kind: corporateEvents.kind,
  eventDate: corporateEvents.eventDate,
  title: corporateEvents.title,
  announcedOn: corporateEvents.announcedOn,
  exDate: corporateEvents.exDate,
  recordDate: corporateEvents.recordDate,
  paymentDate: corporateEvents.paymentDate,
  endDate: corporateEvents.endDate,
  cashPerShare: corporateEvents.cashPerShare,
  ratio: corporateEvents.ratio,
  pricePerShare: corporateEvents.pricePerShare,
  shares: corporateEvents.shares,
  fiscalYear: corporateEvents.fiscalYear,
  note: corporateEvents.note,
  source: corporateEvents.source,
  updatedAt: corporateEvents.updatedAt,
  companyName: sql<string>`coalesce(nullif(${companies.shortName}, ''), ${companies.nameVi})`,
  exchange: companies.exchange,
};

export interface CalendarFilter {
  from: string;
  to: string;
  kinds?: readonly CorporateEventKind[];
  exchange?: Exchange;
  ticker?: string;
}

function calendarWhere(filter: CalendarFilter) {
  return and(
    gte(corporateEvents.eventDate, filter.from),
    lte(corporateEvents.eventDate, filter.to),
    filter.kinds && filter.kinds.length > 0 ? inArray(corporateEvents.kind, [...filter.kinds]) : undefined,
    filter.exchange ? eq(companies.exchange, filter.exchange) : undefined,
    filter.ticker ? eq(corporateEvents.ticker, filter.ticker) : undefined,
  );
}

/** A page of the calendar (by date, then ticker and kind) and how many events match. */
export async function listCalendarEvents(
  db: Database,
  filter: CalendarFilter,
  paging: { offset: number; limit: number },
): Promise<{ rows: EventRow[]; total: number }> {
  const where = calendarWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(eventColumns)
      .from(corporateEvents)
      .innerJoin(companies, eq(companies.ticker, corporateEvents.ticker))
      .where(where)
      .orderBy(
        asc(corporateEvents.eventDate),
        asc(corporateEvents.ticker),
        asc(corporateEvents.kind),
        asc(corporateEvents.id),
      )
      .offset(paging.offset)
      .limit(paging.limit),
    db
      .select({ total: count() })
      .from(corporateEvents)
      .innerJoin(companies, eq(companies.ticker, corporateEvents.ticker))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every event of a company, newest first. */
export async function listCompanyEvents(db: Database, ticker: string): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(corporateEvents)
    .innerJoin(companies, eq(companies.ticker, corporateEvents.ticker))
    .where(eq(corporateEvents.ticker, ticker))
    .orderBy(desc(corporateEvents.eventDate), asc(corporateEvents.kind), asc(corporateEvents.id));
}

export type ActionRow = Pick<
  typeof corporateActions.$inferSelect,
  'exDate' | 'kind' | 'ratio' | 'cashPerShare' | 'source'
>;

/** The company's corporate actions (what valuation reads), oldest first. */
export async function listCorporateActions(db: Database, ticker: string): Promise<ActionRow[]> {
  return db
    .select({
      exDate: corporateActions.exDate,
      kind: corporateActions.kind,
      ratio: corporateActions.ratio,
      cashPerShare: corporateActions.cashPerShare,
      source: corporateActions.source,
    })
    .from(corporateActions)
    .where(eq(corporateActions.ticker, ticker))
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.id));
}

export type AdjustmentRow = Pick<
  typeof priceAdjustments.$inferSelect,
  'exDate' | 'previousClose' | 'refPrice' | 'factor' | 'source'
>;

/** The price adjustments stored for the company (feed or demo), by ex-date. */
export async function listPriceAdjustments(db: Database, ticker: string): Promise<AdjustmentRow[]> {
  return db
    .select({
      exDate: priceAdjustments.exDate,
      previousClose: priceAdjustments.previousClose,
      refPrice: priceAdjustments.refPrice,
      factor: priceAdjustments.factor,
      source: priceAdjustments.source,
    })
    .from(priceAdjustments)
    .where(eq(priceAdjustments.ticker, ticker))
    .orderBy(asc(priceAdjustments.exDate));
}

/** The session before an ex-date: its day, close as stored, basis and (feed days) its average price. */
export interface PreviousSessionRow {
  exDate: string;
  date: string;
  close: number;
  basis: 'raw' | 'adjusted';
  average: number | null;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? [];
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** For each ex-date, the last stored session before it (one query with a lateral join). */
export async function readPreviousSessions(
  db: Database,
  ticker: string,
  exDates: readonly string[],
): Promise<Map<string, PreviousSessionRow>> {
  const found = new Map<string, PreviousSessionRow>();
  if (exDates.length === 0) return found;
  const dates = sql.join(
    exDates.map((date) => sql`${date}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select q.ex_date::text as ex_date, p.date::text as date, p.close, p.price_basis, s.average_price
    from unnest(array[${dates}]::date[]) as q(ex_date)
    join lateral (
      select d.date, d.close, d.price_basis from daily_prices d
      where d.ticker = ${ticker} and d.date < q.ex_date order by d.date desc limit 1
    ) p on true
    left join stock_sessions s on s.ticker = ${ticker} and s.date = p.date`);
  for (const row of rowsOf(result)) {
    found.set(String(row.ex_date), {
      exDate: String(row.ex_date),
      date: String(row.date),
      close: Number(row.close),
      basis: row.price_basis === 'adjusted' ? 'adjusted' : 'raw',
      average: numberOrNull(row.average_price),
    });
  }
  return found;
}
