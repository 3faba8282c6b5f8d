import type {
  CompanyEventsResponse,
  CorporateEventItem,
  MarketEventsQuery,
  MarketEventsResponse,
} from '@/common/contracts/corporateEvents';
import { formatRatio } from '@/common/market/dividends';
import { defaultCalendarRange } from '@/common/market/eventCalendar';
import type { Database } from '../../db/client';
import { getPageCompany } from '../companyPages/company.repository';
import { offsetOf } from '../companyPages/shared';
import { listCalendarEvents, listCompanyEvents, type EventRow } from './corporateEvents.repository';

/** The calendar of the market and of one company (docs/DATA.md "Corporate events calendar"). */

export function toEventItem(row: EventRow): CorporateEventItem {
  return {
    id: row.id,
    ticker: row.ticker,
    companyName: row.companyName,
    exchange: row.exchange,
    kind: row.kind,
    eventDate: row.eventDate,
    title: row.title,
    exDate: row.exDate,
    recordDate: row.recordDate,
    paymentDate: row.paymentDate,
    endDate: row.endDate,
    cashPerShare: row.cashPerShare,
    ratio: row.ratio,
    ratioText: formatRatio(row.ratio, row.kind),
    pricePerShare: row.pricePerShare,
    shares: row.shares,
    fiscalYear: row.fiscalYear,
    note: row.note,
    source: row.source,
  };
}

/**
 * GET /api/market/events: the events filed between `from` and `to` (default: a week back to two
 * months ahead of `today`), of some kinds, one exchange or one ticker, by date, a page at a time.
 * 404 when the ticker filter names no company.
 */
export async function getMarketEvents(
  db: Database,
  query: MarketEventsQuery,
  today: string,
): Promise<MarketEventsResponse> {
  // A ticker filter names a company: an unknown one is a 404, not an empty calendar.
  if (query.ticker !== undefined) await getPageCompany(db, query.ticker);
  const range = defaultCalendarRange(today);
  const from = query.from ?? (query.to && query.to < range.from ? query.to : range.from);
  const to = query.to ?? (query.from && query.from > range.to ? query.from : range.to);
  const { rows, total } = await listCalendarEvents(
    db,
    { from, to, kinds: query.kinds, exchange: query.exchange, ticker: query.ticker },
    { offset: offsetOf(query.page, query.pageSize), limit: query.pageSize },
  );
  return { from, to, items: rows.map(toEventItem), total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/enterprise/events: the company's events, upcoming (soonest first) and past (newest first). 404 unknown ticker. */
export async function getCompanyEvents(
  db: Database,
  ticker: string,
  today: string,
): Promise<CompanyEventsResponse> {
  const company = await getPageCompany(db, ticker);
  const rows = await listCompanyEvents(db, company.ticker);
  const items = rows.map(toEventItem);
  return {
    ticker: company.ticker,
    today,
    upcoming: items.filter((item) => item.eventDate >= today).reverse(),
    past: items.filter((item) => item.eventDate < today),
  };
}
