/**
 * The fake feed's indices (SSI's own codes): levels from the members' market value, breadth and
 * totals counted from the same members' sessions, so an index day always agrees with its stocks.
 */
import { createRandom } from '@/server/importers/demo/random';
import type { StockSeries } from './fakeSeries';
import type { SsiMarket } from '../types';

export interface FakeIndexSpec {
  code: string;
  name: string;
  /** The exchange IndexList reports (UPCOM's index is HNX's, as in the spec's example). */
  exchange: 'HOSE' | 'HNX';
  market: SsiMarket;
  /** Level the day before the fake's first session. */
  base: number;
  /** Top members by listed value; null = the whole market. */
  size: number | null;
}

export const FAKE_INDICES: readonly FakeIndexSpec[] = [
  { code: 'VNINDEX', name: 'VNINDEX', exchange: 'HOSE', market: 'HOSE', base: 1200, size: null },
  { code: 'VN30', name: 'VN30', exchange: 'HOSE', market: 'HOSE', base: 1300, size: 30 },
  { code: 'HNXIndex', name: 'HNXIndex', exchange: 'HNX', market: 'HNX', base: 230, size: null },
  { code: 'HNX30', name: 'HNX30', exchange: 'HNX', market: 'HNX', base: 480, size: 30 },
  { code: 'HNXUpcomIndex', name: 'HNXUpcomIndex', exchange: 'HNX', market: 'UPCOM', base: 90, size: null },
];

export interface IndexSession {
  value: number;
  previous: number;
  open: number;
  high: number;
  low: number;
  advances: number;
  declines: number;
  noChanges: number;
  ceilings: number;
  floors: number;
  matchVolume: number;
  matchValue: number;
  dealVolume: number;
  dealValue: number;
  trades: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An index's sessions by calendar index, computed forward from its members. */
export class IndexSeries {
  private readonly sessions: IndexSession[] = [];
  private readonly random;

  constructor(
    readonly spec: FakeIndexSpec,
    seed: number,
    /** The members' series and the calendar index of their last session (delisting), or Infinity. */
    private readonly members: () => ReadonlyArray<{ series: StockSeries; lastIndex: number }>,
  ) {
    this.random = createRandom(seed).fork(`index:${spec.code}`);
  }

  session(index: number): IndexSession {
    let session = this.sessions[index];
    while (session === undefined) {
      session = this.compute(this.sessions.length);
      this.sessions.push(session);
      session = this.sessions[index];
    }
    return session;
  }

  private compute(index: number): IndexSession {
    const previous = index === 0 ? this.spec.base : (this.sessions[index - 1]?.value ?? this.spec.base);
    const day = {
      advances: 0,
      declines: 0,
      noChanges: 0,
      ceilings: 0,
      floors: 0,
      matchVolume: 0,
      matchValue: 0,
      dealVolume: 0,
      dealValue: 0,
      trades: 0,
    };
    let valueNow = 0;
    let valueBefore = 0;
    for (const { series, lastIndex } of this.members()) {
      const t = index - series.offset;
      if (t < 0 || index > lastIndex) continue;
      series.ensure(t + 1);
      const ref = series.column('ref')[t] ?? 0;
      const close = series.column('close')[t] ?? 0;
      const volume = series.column('volume')[t] ?? 0;
      const dealVolume = series.column('dealVolume')[t] ?? 0;
      const shares = series.listing.listedShares;
      valueNow += shares * close;
      valueBefore += shares * ref;
      if (close > ref) day.advances += 1;
      else if (close < ref) day.declines += 1;
      else day.noChanges += 1;
      if (close === series.column('ceiling')[t]) day.ceilings += 1;
      else if (close === series.column('floor')[t]) day.floors += 1;
      day.matchVolume += volume;
      day.matchValue += volume * (series.column('average')[t] ?? 0);
      day.dealVolume += dealVolume;
      day.dealValue += dealVolume * close;
      day.trades += Math.ceil(volume / 2000);
    }
    const value = round2(valueBefore > 0 ? (previous * valueNow) / valueBefore : previous);
    const open = round2(previous * (1 + 0.002 * this.random.normal()));
    const high = round2(Math.max(open, value) * (1 + Math.abs(this.random.normal()) * 0.003));
    const low = round2(Math.min(open, value) * (1 - Math.abs(this.random.normal()) * 0.003));
    return { value, previous, open, high, low, ...day };
  }
}
