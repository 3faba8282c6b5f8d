/**
 * Fake answers' rows written as SSI writes them: every value a string, every date dd/mm/yyyy. Two
 * styles: 'examples' (lower-case keys as in the spec's examples, with their spellings: indexid,
 * ceilings, foreignsellvaltotal, netbuysellvol) and 'pascal' (capitalised keys with the spec tables'
 * spellings: Indexcode, Ceiling, Toreignsellvaltotal, Netforeivol), so clients meet both.
 */
import { ssiFromIso } from '../wireFields';
import type { PartialSession } from './fakePartial';
import type { StockSeries } from './fakeSeries';
import type { FakeIndexSpec, IndexSession } from './fakeIndices';
import type { MinuteBar } from './fakeIntraday';

export type FakeStyle = 'examples' | 'pascal';
export type Wire = Record<string, unknown>;
/** A key: its capitalised (table) spelling, and the example's when it is not simply lower case. */
export type KeySpec = string | readonly [string, string];

const keyCache = new Map<readonly KeySpec[], Record<FakeStyle, string[]>>();

function keysOf(specs: readonly KeySpec[], style: FakeStyle): string[] {
  let keys = keyCache.get(specs);
  if (!keys) {
    keys = {
      pascal: specs.map((spec) => (typeof spec === 'string' ? spec : spec[0])),
      examples: specs.map((spec) => (typeof spec === 'string' ? spec.toLowerCase() : spec[1])),
    };
    keyCache.set(specs, keys);
  }
  return keys[style];
}

export function build(specs: readonly KeySpec[], style: FakeStyle, values: readonly unknown[]): Wire {
  const keys = keysOf(specs, style);
  const row: Wire = {};
  for (let i = 0; i < keys.length; i += 1) row[keys[i] ?? ''] = values[i];
  return row;
}

export const s = (value: number) => String(value);
export const s2 = (value: number) => value.toFixed(2);

const OHLC: readonly KeySpec[] = [
  'Symbol',
  'Market',
  'TradingDate',
  'Time',
  'Open',
  'High',
  'Low',
  'Close',
  'Volume',
  'Value',
];
export function ohlcRow(
  symbol: string,
  market: string,
  date: string,
  bar: Omit<MinuteBar, 'time'> & { time: string },
  isIndex: boolean,
  style: FakeStyle,
): Wire {
  const price = isIndex ? s2 : s;
  return build(OHLC, style, [
    symbol,
    market,
    ssiFromIso(date),
    bar.time,
    price(bar.open),
    price(bar.high),
    price(bar.low),
    price(bar.close),
    s(bar.volume),
    s(bar.value),
  ]);
}

const INDEX_DAY: readonly KeySpec[] = [
  ['Indexcode', 'indexid'],
  'IndexValue',
  'TradingDate',
  'Time',
  'Change',
  'RatioChange',
  'TotalTrade',
  'Totalmatchvol',
  'Totalmatchval',
  'TypeIndex',
  'IndexName',
  'Advances',
  'Nochanges',
  'Declines',
  ['Ceiling', 'ceilings'],
  ['Floor', 'floors'],
  'Totaldealvol',
  'Totaldealval',
  'Totalvol',
  'Totalval',
  'TradingSession',
];
export function indexDayRow(spec: FakeIndexSpec, day: IndexSession, date: string, style: FakeStyle): Wire {
  const change = day.value - day.previous;
  return build(INDEX_DAY, style, [
    spec.code,
    s2(day.value),
    ssiFromIso(date),
    '',
    s2(change),
    s2((change / day.previous) * 100),
    s(day.trades),
    s(day.matchVolume),
    s(day.matchValue),
    'Main',
    spec.name,
    s(day.advances),
    s(day.noChanges),
    s(day.declines),
    s(day.ceilings),
    s(day.floors),
    s(day.dealVolume),
    s(day.dealValue),
    s(day.matchVolume + day.dealVolume),
    s(day.matchValue + day.dealValue),
    'C',
  ]);
}

const STOCK_DAY: readonly KeySpec[] = [
  'Tradingdate',
  'Pricechange',
  'Perpricechange',
  'Ceilingprice',
  'Floorprice',
  'Refprice',
  'Openprice',
  'Highestprice',
  'Lowestprice',
  'Closeprice',
  'Averageprice',
  'Closepriceadjusted',
  'Totalmatchvol',
  'Totalmatchval',
  'Totaldealval',
  'Totaldealvol',
  'Foreignbuyvoltotal',
  'Foreigncurrentroom',
  'Foreignsellvoltotal',
  'Foreignbuyvaltotal',
  ['Toreignsellvaltotal', 'foreignsellvaltotal'],
  'Totalbuytrade',
  'Totalbuytradevol',
  'Totalselltrade',
  'Totalselltradevol',
  ['Netforeivol', 'netbuysellvol'],
  ['Netforeignval', 'netbuysellval'],
  'Totaltradedvol',
  'Totaltradedvalue',
  'Symbol',
  'Time',
];
/** Session t of a stock; closes adjusted for the ex-dates up to session `lastT`. */
export function stockDayRow(
  series: StockSeries,
  t: number,
  lastT: number,
  date: string,
  style: FakeStyle,
  partial: PartialSession | null = null,
): Wire {
  const whole = series.session(t);
  // During today's session: the day so far (fakePartial.ts); the band and reference are the day's.
  const d = partial
    ? {
        ...whole,
        open: partial.open,
        high: partial.high,
        low: partial.low,
        close: partial.close,
        volume: partial.volume,
        average: partial.volume > 0 ? Math.round(partial.value / partial.volume) : partial.close,
        dealVolume: 0,
        foreignBuy: Math.round(whole.foreignBuy * partial.share),
        foreignSell: Math.round(whole.foreignSell * partial.share),
      }
    : whole;
  const matchValue = d.volume * d.average;
  const dealValue = d.dealVolume * d.close;
  const buyValue = d.foreignBuy * d.average;
  const sellValue = d.foreignSell * d.average;
  return build(STOCK_DAY, style, [
    ssiFromIso(date),
    s(d.close - d.ref),
    s2(((d.close - d.ref) / d.ref) * 100),
    s(d.ceiling),
    s(d.floor),
    s(d.ref),
    s(d.open),
    s(d.high),
    s(d.low),
    s(d.close),
    s(d.average),
    s(partial ? d.close : series.adjustedClose(t, lastT)),
    s(d.volume),
    s(matchValue),
    s(dealValue),
    s(d.dealVolume),
    s(d.foreignBuy),
    s(d.foreignRoom),
    s(d.foreignSell),
    s(buyValue),
    s(sellValue),
    '0',
    '0',
    '0',
    '0',
    s(d.foreignBuy - d.foreignSell),
    s(buyValue - sellValue),
    s(d.volume + d.dealVolume),
    s(matchValue + dealValue),
    series.listing.symbol,
    '',
  ]);
}
