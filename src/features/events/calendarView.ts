import type { ParsedUrlQuery } from 'node:querystring';
import { EXCHANGES, type Exchange } from '@/common/constants/market';
import { CALENDAR_PAGE_SIZE, defaultCalendarRange } from '@/common/market/eventCalendar';
import { CORPORATE_EVENT_KINDS, type CorporateEventKind } from '@/common/market/events';
import type { MarketEventsArgs } from './eventsApi';

/**
 * The calendar's view settings live in the address (/events?from=&to=&kinds=&exchange=&ticker=&page=)
 * and are read from it: a link or a reload shows the same table, the server render reads the same
 * query. Values the address gets wrong fall back to the defaults; defaults are left out of it.
 */
export interface CalendarView {
  from: string;
  to: string;
  kinds: CorporateEventKind[];
  exchange: Exchange | null;
  ticker: string | null;
  page: number;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOr(value: string | undefined, fallback: string): string {
  return value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : fallback;
}

export function calendarViewOf(query: ParsedUrlQuery, today: string): CalendarView {
  const range = defaultCalendarRange(today);
  let from = dateOr(first(query.from), range.from);
  let to = dateOr(first(query.to), range.to);
  if (from > to) [from, to] = [range.from, range.to];
  const kindsText = (Array.isArray(query.kinds) ? query.kinds.join(',') : (query.kinds ?? '')).split(',');
  const kinds = CORPORATE_EVENT_KINDS.filter((kind) => kindsText.includes(kind));
  const exchangeText = first(query.exchange)?.toUpperCase();
  const exchange = EXCHANGES.find((candidate) => candidate === exchangeText) ?? null;
  const tickerText = first(query.ticker)?.trim().toUpperCase() ?? '';
  const ticker = /^[A-Z0-9]{1,10}$/.test(tickerText) ? tickerText : null;
  const page = Number(first(query.page));
  return {
    from,
    to,
    kinds,
    exchange,
    ticker,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address's query of a view: only what differs from the defaults. */
export function calendarQueryOf(view: CalendarView, today: string): Record<string, string> {
  const range = defaultCalendarRange(today);
  const query: Record<string, string> = {};
  if (view.from !== range.from) query.from = view.from;
  if (view.to !== range.to) query.to = view.to;
  if (view.kinds.length > 0)
    query.kinds = CORPORATE_EVENT_KINDS.filter((kind) => view.kinds.includes(kind)).join(',');
  if (view.exchange) query.exchange = view.exchange;
  if (view.ticker) query.ticker = view.ticker;
  if (view.page > 1) query.page = String(view.page);
  return query;
}

/** The API call of a view (the same key for the server render and the browser). */
export function calendarArgs(view: CalendarView): MarketEventsArgs {
  const args: MarketEventsArgs = {
    from: view.from,
    to: view.to,
    page: view.page,
    pageSize: CALENDAR_PAGE_SIZE,
  };
  if (view.kinds.length > 0)
    args.kinds = CORPORATE_EVENT_KINDS.filter((kind) => view.kinds.includes(kind)).join(',');
  if (view.exchange) args.exchange = view.exchange;
  if (view.ticker) args.ticker = view.ticker;
  return args;
}
