import type { corporateEvents } from '../../db/schema';
import { addDays, isTradingDay } from './calendar';
import { DEMO_SOURCE } from './demoSource';

export type CorporateEventRow = typeof corporateEvents.$inferInsert;

/** The first trading day on or after a date. */
export function tradingDayOnOrAfter(date: string): string {
  let day = date;
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}

/** The last trading day on or before a date. */
export function tradingDayOnOrBefore(date: string): string {
  let day = date;
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

/** The trading day after a date (the record date of an ex-date: settlement is T+2, so ex = record - 1). */
export function nextTradingDay(date: string): string {
  return tradingDayOnOrAfter(addDays(date, 1));
}

/** 1234567.5 -> "1.234.567,5": Vietnamese digit grouping for titles as issuers publish them. */
export function viNumber(value: number, decimals = 0): string {
  const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return trimmed ? `${grouped},${trimmed}` : grouped;
}

/** A share ratio as the notices write it: 1.2 -> "100:20", 1.1534 -> "100:15,34", 2 (split) -> "1:2". */
export function ratioText(ratio: number, split = false): string {
  if (split) return `1:${viNumber(ratio, 2)}`;
  return `100:${viNumber((ratio - 1) * 100, 2)}`;
}

/** An event row with every column present (insertMany takes the first row's keys for all). */
export function eventRow(
  ticker: string,
  fields: Pick<CorporateEventRow, 'kind' | 'eventDate' | 'title'> & Partial<CorporateEventRow>,
): CorporateEventRow {
  return {
    ticker,
    announcedOn: null,
    exDate: null,
    recordDate: null,
    paymentDate: null,
    endDate: null,
    cashPerShare: null,
    ratio: null,
    pricePerShare: null,
    shares: null,
    fiscalYear: null,
    note: null,
    source: DEMO_SOURCE,
    ...fields,
  };
}
