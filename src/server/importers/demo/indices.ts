import type { Exchange, MarketIndex } from '@/common/constants/market';
import type { DemoSeries } from './prices';

export interface DemoIndexPrice {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface IndexMember {
  exchange: Exchange;
  series: DemoSeries;
}

/** Starting points on the first demo day, near where the real indices stood in early 2010. */
const BASE_LEVEL: Record<MarketIndex, number> = { VNINDEX: 500, VN30: 500, HNXINDEX: 170, UPCOMINDEX: 50 };
const VN30_SIZE = 30;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Shares on each day: today's count undone by the stock dividends and splits still to come. The
 * market value (shares x as-traded price) is then continuous across those events, while a cash
 * dividend lowers it as it lowers a real price index.
 */
export function sharesByDay(series: DemoSeries): number[] {
  const ratios = new Map<string, number>();
  for (const action of series.actions)
    if (action.kind !== 'cash_dividend' && action.ratio !== null) ratios.set(action.exDate, action.ratio);
  const shares = new Array<number>(series.prices.length);
  let current = series.sharesOutstanding;
  for (let index = series.prices.length - 1; index >= 0; index -= 1) {
    shares[index] = current;
    current /= ratios.get(series.prices[index]?.date ?? '') ?? 1;
  }
  return shares;
}

/**
 * A cap-weighted price index chained day by day: each day moves by the change in the members'
 * total market value, so stock dividends and splits do not move it, as an exchange's divisor
 * adjustment would do.
 */
export function buildIndex(code: MarketIndex, members: readonly DemoSeries[]): DemoIndexPrice[] {
  const byDate = new Map<
    string,
    { open: number; high: number; low: number; close: number; volume: number }
  >();
  const dates: string[] = [];
  for (const series of members) {
    const shares = sharesByDay(series);
    series.prices.forEach((price, index) => {
      const weight = shares[index] ?? series.sharesOutstanding;
      let day = byDate.get(price.date);
      if (!day) {
        day = { open: 0, high: 0, low: 0, close: 0, volume: 0 };
        byDate.set(price.date, day);
        dates.push(price.date);
      }
      day.open += price.open * weight;
      day.high += price.high * weight;
      day.low += price.low * weight;
      day.close += price.close * weight;
      day.volume += price.volume;
    });
  }
  dates.sort();

  const rows: DemoIndexPrice[] = [];
  let level = BASE_LEVEL[code];
  let previousValue: number | null = null;
  // Every member trades on every demo day, so consecutive days compare the same companies.
  for (const date of dates) {
    const day = byDate.get(date);
    if (!day) continue;
    const scale = level / (previousValue ?? day.close);
    rows.push({
      date,
      open: round2(day.open * scale),
      high: round2(day.high * scale),
      low: round2(day.low * scale),
      close: round2(day.close * scale),
      volume: day.volume,
    });
    level = day.close * scale;
    previousValue = day.close;
  }
  return rows;
}

/**
 * The members of each demo index: VNINDEX, HNXINDEX and UPCOMINDEX are their exchange's stocks,
 * VN30 the 30 largest on HOSE by today's market value (the index_components rows).
 */
export function indexMembers(members: readonly IndexMember[]): Map<MarketIndex, DemoSeries[]> {
  const onExchange = (exchange: Exchange): DemoSeries[] =>
    members.filter((member) => member.exchange === exchange).map((member) => member.series);
  const marketValue = (series: DemoSeries): number =>
    series.sharesOutstanding * (series.prices[series.prices.length - 1]?.close ?? 0);
  const vn30 = [...onExchange('HOSE')].sort((a, b) => marketValue(b) - marketValue(a)).slice(0, VN30_SIZE);
  return new Map<MarketIndex, DemoSeries[]>([
    ['VNINDEX', onExchange('HOSE')],
    ['VN30', vn30],
    ['HNXINDEX', onExchange('HNX')],
    ['UPCOMINDEX', onExchange('UPCOM')],
  ]);
}

/** VNINDEX, HNXINDEX and UPCOMINDEX from each exchange's members; VN30 from the 30 largest on HOSE. */
export function buildMarketIndices(members: readonly IndexMember[]): Map<MarketIndex, DemoIndexPrice[]> {
  return new Map(
    [...indexMembers(members)].map(([code, series]) => [code, buildIndex(code, series)] as const),
  );
}
