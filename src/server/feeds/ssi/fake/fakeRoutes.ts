/**
 * The fake feed's data endpoints: each answers one page of its query in the chosen style (Securities
 * always in its example's style: data, totalRecord, capitalised keys, status "Success").
 */
import { FakeQuery, FakeRefusal, pageOf } from './fakeQuery';
import { openSessionIndex, partialSession, type PartialSession } from './fakePartial';
import { FAKE_INDICES, type FakeIndexSpec } from './fakeIndices';
import { indexComponentsRow, indexListRow, securityDetailsRow, securityRow } from './fakeListRows';
import { indexDayRow, ohlcRow, stockDayRow, type FakeStyle, type Wire } from './fakeRows';
import { minuteBars } from './fakeIntraday';
import { roundToTick, type FakeListing } from './fakeUniverse';
import type { FakeMarket } from './fakeMarket';
import { SSI_STOCK_MARKETS, type SsiMarket } from '../types';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export const DATA_ENDPOINTS = [
  'Securities',
  'SecuritiesDetails',
  'IndexComponents',
  'IndexList',
  'DailyOhlc',
  'IntradayOhlc',
  'DailyIndex',
  'DailyStockPrice',
] as const;

function ok(endpoint: string, rows: Wire[], total: number, style: FakeStyle): FakeAnswer {
  if (style === 'pascal')
    return { status: 200, body: { data: rows, message: 'Success', status: 200, totalRecord: total } };
  const extra = `${endpoint.toLowerCase()}response`;
  return {
    status: 200,
    body: { dataList: rows, message: 'SUCCESS', status: 'SUCCESS', totalrecord: total, [extra]: {} },
  };
}

function marketParam(query: FakeQuery): SsiMarket | undefined {
  const value = query.get('market')?.toUpperCase();
  if (value === undefined) return undefined;
  const market = SSI_STOCK_MARKETS.find((known) => known === value);
  if (!market) throw new FakeRefusal(`Market ${value} is not supported by this fake`);
  return market;
}

function dailyDays(market: FakeMarket, query: FakeQuery, required: boolean): number[] {
  const { from, to } = query.range(market.vietnamNow().date, required);
  const [first, last] = market.dailyRange(from, to);
  const days: number[] = [];
  for (let index = first; index <= last; index += 1) days.push(index);
  return days;
}

function indexByParam(market: FakeMarket, code: string | undefined): FakeIndexSpec {
  if (code === undefined) throw new FakeRefusal('IndexId is required');
  const spec = market.indexSpec(code);
  if (!spec) throw new FakeRefusal(`Index ${code} not found`);
  return spec;
}

type Handler = (market: FakeMarket, query: FakeQuery, style: FakeStyle) => FakeAnswer;

const HANDLERS: Record<(typeof DATA_ENDPOINTS)[number], Handler> = {
  Securities(market, query) {
    const listings = market.activeListings(marketParam(query));
    const rows = pageOf(listings, query.paging()).map(securityRow);
    return {
      status: 200,
      body: { data: rows, message: 'Success', status: 'Success', totalRecord: listings.length },
    };
  },
  SecuritiesDetails(market, query, style) {
    const symbol = query.get('symbol')?.toUpperCase();
    const listings = market
      .activeListings(marketParam(query))
      .filter((listing) => !symbol || listing.symbol === symbol);
    const page = pageOf(listings, query.paging());
    const rows = page.length === 0 ? [] : [securityDetailsRow(page, market.vietnamNow().date, style)];
    return ok('SecuritiesDetails', rows, listings.length, style);
  },
  IndexList(market, query, style) {
    const exchange = query.get('exchange')?.toUpperCase();
    const specs = FAKE_INDICES.filter((spec) => !exchange || spec.exchange === exchange);
    return ok(
      'IndexList',
      pageOf(specs, query.paging()).map((spec) => indexListRow(spec, style)),
      specs.length,
      style,
    );
  },
  IndexComponents(market, query, style) {
    const spec = indexByParam(market, query.get('indexCode'));
    const members = market.indexMembers(spec.code);
    const page = pageOf(members, query.paging());
    const rows = page.length === 0 ? [] : [indexComponentsRow(spec, page, members.length, style)];
    return ok('IndexComponents', rows, members.length, style);
  },
  DailyOhlc(market, query, style) {
    const symbol = query.get('symbol')?.toUpperCase() ?? '';
    const days = dailyDays(market, query, false);
    if (query.get('ascending') === 'false') days.reverse();
    const spec = market.indexSpec(symbol);
    const listing = market.listing(symbol);
    const rows: Wire[] = [];
    const all = days.flatMap((index) => {
      if (spec) return [{ index, t: index }];
      const t = listing ? market.seriesIndex(listing, index) : null;
      return t === null ? [] : [{ index, t }];
    });
    for (const { index, t } of pageOf(all, query.paging())) {
      const date = market.days[index] ?? '';
      if (spec) {
        const day = market.indexSeries(spec).session(index);
        const bar = { ...day, close: day.value, volume: day.matchVolume, value: day.matchValue, time: '' };
        rows.push(ohlcRow(spec.code, spec.market, date, bar, true, style));
      } else if (listing) {
        const series = market.seriesOf(listing);
        const d = series.session(t);
        const bar = { ...d, time: '', value: d.volume * d.average };
        rows.push(ohlcRow(listing.symbol, listing.market, date, bar, false, style));
      }
    }
    return ok('DailyOhlc', rows, all.length, style);
  },
  IntradayOhlc(market, query, style) {
    const symbol = query.get('symbol')?.toUpperCase();
    if (symbol === undefined) throw new FakeRefusal('Symbol is required');
    const { from, to } = query.range(market.vietnamNow().date, false);
    const spec = market.indexSpec(symbol);
    const listing = market.listing(symbol);
    const bars: Wire[] = [];
    for (let index = market.days.findIndex((day) => day >= from); index >= 0; index += 1) {
      const date = market.days[index];
      const known = date === undefined || date > to ? null : market.intradayCutoff(date);
      if (date === undefined || known === null) break;
      const { cutoff } = known;
      if (spec) {
        const day = market.indexSeries(spec).session(index);
        const shape = { ...day, close: day.value, volume: day.matchVolume, value: day.matchValue };
        for (const bar of minuteBars(
          `${spec.code}:${date}`,
          shape,
          (p) => Math.round(p * 100) / 100,
          1,
          cutoff,
        )) {
          bars.push(ohlcRow(spec.code, spec.market, date, bar, true, style));
        }
      } else if (listing) {
        const t = market.seriesIndex(listing, index);
        if (t === null) continue;
        const d = market.seriesOf(listing).session(t);
        const shape = { ...d, value: d.volume * d.average };
        const chance = 0.45 + 0.1 * (5 - listing.tier);
        for (const bar of minuteBars(
          `${listing.symbol}:${date}`,
          shape,
          (p) => roundToTick(listing.market, p),
          chance,
          cutoff,
        )) {
          bars.push(ohlcRow(listing.symbol, listing.market, date, bar, false, style));
        }
      }
    }
    if (query.get('ascending') === 'false') bars.reverse();
    return ok('IntradayOhlc', pageOf(bars, query.paging()), bars.length, style);
  },
  DailyIndex(market, query, style) {
    const spec = indexByParam(market, query.get('indexId') ?? query.get('indexCode'));
    const days = dailyDays(market, query, false);
    // The spec's default order is descending by trading date.
    if (query.get('order')?.toLowerCase() !== 'asc') days.reverse();
    const series = market.indexSeries(spec);
    const rows = pageOf(days, query.paging()).map((index) =>
      indexDayRow(spec, series.session(index), market.days[index] ?? '', style),
    );
    return ok('DailyIndex', rows, days.length, style);
  },
  DailyStockPrice(market, query, style) {
    const symbol = query.get('symbol')?.toUpperCase();
    const stockMarket = marketParam(query);
    const days = dailyDays(market, query, true);
    const lastDaily = market.lastDailyIndex();
    const sessions: { listing: FakeListing; t: number; index: number }[] = [];
    const chosen = symbol === undefined ? null : market.listing(symbol);
    for (const index of days) {
      const listings = chosen === null ? market.tradedOn(index, stockMarket) : chosen ? [chosen] : [];
      for (const listing of listings) {
        if (stockMarket && listing.market !== stockMarket) continue;
        const t = market.seriesIndex(listing, index);
        if (t !== null) sessions.push({ listing, t, index });
      }
    }
    // While today's session is open, today (not yet a daily row) answers as the day so far.
    const open = openSessionIndex(market);
    const { from, to } = query.range(market.vietnamNow().date, true);
    const today = open ? (market.days[open.index] ?? '') : '';
    const partials = new Map<string, PartialSession>();
    if (open && today >= from && today <= to) {
      const listings = chosen === null ? market.tradedOn(open.index, stockMarket) : chosen ? [chosen] : [];
      for (const listing of listings) {
        if (stockMarket && listing.market !== stockMarket) continue;
        const partial = partialSession(market, listing, open.index, open.cutoff);
        const t = market.seriesIndex(listing, open.index);
        if (partial && t !== null) {
          sessions.push({ listing, t, index: open.index });
          partials.set(listing.symbol, partial);
        }
      }
    }
    const rows = pageOf(sessions, query.paging()).map(({ listing, t, index }) => {
      const series = market.seriesOf(listing);
      const partial = index === open?.index ? (partials.get(listing.symbol) ?? null) : null;
      return stockDayRow(series, t, lastDaily - series.offset, market.days[index] ?? '', style, partial);
    });
    return ok('DailyStockPrice', rows, sessions.length, style);
  },
};

export function answerData(market: FakeMarket, query: FakeQuery, style: FakeStyle): FakeAnswer {
  const endpoint = DATA_ENDPOINTS.find((known) => known === query.endpoint);
  if (endpoint === undefined)
    return { status: 404, body: { status: 404, message: `Unknown endpoint ${query.endpoint}` } };
  try {
    return HANDLERS[endpoint](market, query, style);
  } catch (error) {
    if (error instanceof FakeRefusal) return { status: 400, body: { status: '400', message: error.message } };
    throw error;
  }
}
