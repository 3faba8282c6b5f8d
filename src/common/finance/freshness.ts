import { periodEndDate, periodLabel, type PeriodRef } from './periods';

/**
 * How old a company's data may be before its pages warn (docs/DATA.md "Freshness"). Pure: the
 * server passes today's date (Vietnam time) and the newest price date and statement period.
 */

/** Prices older than this many trading sessions get a warning. */
export const PRICE_MAX_SESSIONS_BEHIND = 5;
/** Statements whose newest period ended more than this many quarters before the current one. */
export const STATEMENT_MAX_QUARTERS_BEHIND = 2;

function utcDay(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}

/**
 * Sessions between the last price and today, both excluded: weekdays, since the exchanges trade
 * Monday to Friday (public holidays are not known here, so a holiday week may count one or two
 * sessions too many). Today is excluded because its session may still be open.
 */
export function sessionsSince(lastDate: string, today: string): number {
  const from = utcDay(lastDate);
  const to = utcDay(today);
  let sessions = 0;
  for (
    let day = new Date(from.getTime() + 86_400_000);
    day < to;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) sessions += 1;
  }
  return sessions;
}

/** The quarter `offset` quarters before the one holding `today` (offset 0 = the current quarter). */
export function quarterBefore(today: string, offset: number): PeriodRef {
  const date = utcDay(today);
  const index = date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3) - offset;
  return { periodType: 'quarter', year: Math.floor(index / 4), sub: (index % 4) + 1 };
}

export interface PriceFreshness {
  lastDate: string;
  sessionsBehind: number;
  stale: boolean;
}

export function priceFreshness(lastDate: string, today: string): PriceFreshness {
  const sessionsBehind = sessionsSince(lastDate, today);
  return { lastDate, sessionsBehind, stale: sessionsBehind > PRICE_MAX_SESSIONS_BEHIND };
}

export interface StatementFreshness {
  latest: PeriodRef;
  latestEnd: string;
  /** The oldest period end that is still current. */
  expectedBy: string;
  stale: boolean;
}

/**
 * Stale when the newest period ended before the end of the quarter STATEMENT_MAX_QUARTERS_BEHIND
 * before today's: on 27/11/2026 (Q4) a company showing Q2/2026 or later is current; Q1/2026 or an
 * older year is not. Listed companies publish a quarter within 20-45 days, so two quarters leave
 * room for a late filer and still catch a feed that stopped.
 */
export function statementFreshness(latest: PeriodRef, today: string): StatementFreshness {
  const latestEnd = periodEndDate(latest);
  const expectedBy = periodEndDate(quarterBefore(today, STATEMENT_MAX_QUARTERS_BEHIND));
  return { latest, latestEnd, expectedBy, stale: latestEnd < expectedBy };
}

/** "Q2/2023", "2022" */
export function latestLabel(latest: PeriodRef): string {
  return periodLabel(latest);
}
