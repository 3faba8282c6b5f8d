/**
 * The fake feed's market: calendar (weekdays minus Vietnamese exchange holidays), listings, stock and
 * index series, and the clock that decides what is already known: a day's session once it closed
 * (15:00 Vietnam time), intraday bars up to now.
 */
import { tradingDays, vietnamDate } from '@/server/importers/demo/calendar';
import { createRandom } from '@/server/importers/demo/random';
import { DEMO_UNIVERSE } from '@/server/importers/demo/universe';
import { buildUniverse, newListing, type FakeListing } from './fakeUniverse';
import { StockSeries } from './fakeSeries';
import { FAKE_INDICES, IndexSeries, type FakeIndexSpec } from './fakeIndices';
import type { SsiMarket } from '../types';

export interface FakeMarketOptions {
  seed?: number;
  tickers?: number;
  /** First session of the fake's history (ISO); default 1 January of the year before today. */
  startDate?: string;
  now?: () => Date;
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const HORIZON_YEARS = 12;

function lowerBound(days: readonly string[], iso: string): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle] ?? '') < iso) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class FakeMarket {
  readonly seed: number;
  readonly days: readonly string[];
  private readonly listings = new Map<string, FakeListing>();
  private readonly series = new Map<string, StockSeries>();
  private indices = new Map<string, IndexSeries>();
  private readonly members = new Map<string, string[]>();
  private readonly tradedCache = new Map<string, FakeListing[]>();
  now: () => Date;

  constructor(options: FakeMarketOptions = {}) {
    this.seed = options.seed ?? 20_240_101;
    this.now = options.now ?? (() => new Date());
    const start = options.startDate ?? `${Number(vietnamDate(this.now()).slice(0, 4)) - 1}-01-01`;
    const end = `${Number(start.slice(0, 4)) + HORIZON_YEARS}-12-31`;
    this.days = tradingDays(start, end);
    for (const listing of buildUniverse(this.seed, options.tickers))
      this.listings.set(listing.symbol, listing);
    this.chooseMembers();
  }

  /**
   * Whole-market indices count every listing of their market (a delisted one stops counting after its
   * last session). VN30 and HNX30 are fixed at start, as real baskets change only at reviews: the
   * demo's companies first (largest tier first), then synthetic ones by listed value.
   */
  private chooseMembers(): void {
    const demoOrder = new Map(DEMO_UNIVERSE.map((spec, position) => [spec.ticker, position]));
    for (const spec of FAKE_INDICES) {
      if (spec.size === null) {
        const all = [...this.listings.values()].filter((listing) => listing.market === spec.market);
        this.members.set(spec.code, all.map((listing) => listing.symbol).sort());
        continue;
      }
      if (this.members.has(spec.code)) continue;
      const ranked = this.activeListings(spec.market).sort((a, b) => {
        const demoA = demoOrder.get(a.symbol);
        const demoB = demoOrder.get(b.symbol);
        if (demoA !== undefined && demoB !== undefined) return a.tier - b.tier || demoA - demoB;
        if (demoA !== undefined || demoB !== undefined) return demoA !== undefined ? -1 : 1;
        return b.listedShares * b.seedPrice - a.listedShares * a.seedPrice;
      });
      this.members.set(
        spec.code,
        ranked
          .slice(0, spec.size)
          .map((listing) => listing.symbol)
          .sort(),
      );
    }
    this.indices = new Map();
    this.tradedCache.clear();
  }

  /** The Vietnam calendar date and time of the clock. */
  vietnamNow(): { date: string; time: string } {
    const shifted = new Date(this.now().getTime() + VIETNAM_OFFSET_MS).toISOString();
    return { date: shifted.slice(0, 10), time: shifted.slice(11, 19) };
  }

  /** Sets the clock to a date at 15:30 Vietnam time: that day's session is closed and complete. */
  setToday(iso: string): void {
    const instant = new Date(Date.parse(`${iso}T15:30:00+07:00`));
    this.now = () => instant;
  }

  /** Calendar index of the last session on or before a date, -1 when none. */
  lastOnOrBefore(iso: string): number {
    const index = lowerBound(this.days, iso);
    return this.days[index] === iso ? index : index - 1;
  }

  /** Calendar index of the newest completed session (today's once it closed at 15:00), -1 when none. */
  lastDailyIndex(): number {
    const { date, time } = this.vietnamNow();
    const last = this.lastOnOrBefore(date);
    return this.days[last] === date && time < '15:00:00' ? last - 1 : last;
  }

  /** Calendar indexes of the completed sessions in [from, to]. */
  dailyRange(from: string, to: string): [number, number] {
    return [lowerBound(this.days, from), Math.min(this.lastDailyIndex(), this.lastOnOrBefore(to))];
  }

  /** Intraday bars of a day: all (cutoff null), up to a time (today), or none (null: a future day). */
  intradayCutoff(iso: string): { cutoff: string | null } | null {
    const { date, time } = this.vietnamNow();
    if (iso > date) return null;
    return { cutoff: iso < date ? null : time };
  }

  indexOf(iso: string): number | null {
    const index = lowerBound(this.days, iso);
    return this.days[index] === iso ? index : null;
  }

  listing(symbol: string): FakeListing | undefined {
    return this.listings.get(symbol.toUpperCase());
  }

  activeListings(market?: SsiMarket): FakeListing[] {
    const active: FakeListing[] = [];
    for (const listing of this.listings.values()) {
      if (listing.delistedAfter === null && (market === undefined || listing.market === market))
        active.push(listing);
    }
    return active.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
  }

  /** Listings with a session on a calendar index (delisted ones included up to their last day). */
  tradedOn(index: number, market?: SsiMarket): FakeListing[] {
    const key = `${index}:${market ?? ''}`;
    const cached = this.tradedCache.get(key);
    if (cached) return cached;
    const traded: FakeListing[] = [];
    for (const listing of this.listings.values()) {
      if (market !== undefined && listing.market !== market) continue;
      if (this.seriesIndex(listing, index) !== null) traded.push(listing);
    }
    traded.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
    // The ten page requests of a market's day ask for the same list.
    if (this.tradedCache.size > 64) this.tradedCache.clear();
    this.tradedCache.set(key, traded);
    return traded;
  }

  seriesOf(listing: FakeListing): StockSeries {
    let series = this.series.get(listing.symbol);
    if (!series) {
      const offset = listing.listedFrom === null ? 0 : lowerBound(this.days, listing.listedFrom);
      series = new StockSeries(listing, this.seed, offset);
      this.series.set(listing.symbol, series);
    }
    return series;
  }

  private lastIndexOf(listing: FakeListing): number {
    if (listing.delistedAfter === null) return Infinity;
    return (
      lowerBound(this.days, listing.delistedAfter) - (this.indexOf(listing.delistedAfter) === null ? 1 : 0)
    );
  }

  /** The series index of a listing's session on a calendar index, or null when it did not trade. */
  seriesIndex(listing: FakeListing, index: number): number | null {
    const series = this.seriesOf(listing);
    const t = index - series.offset;
    return t < 0 || index > this.lastIndexOf(listing) ? null : t;
  }

  indexSpec(code: string): FakeIndexSpec | undefined {
    return FAKE_INDICES.find((spec) => spec.code.toLowerCase() === code.toLowerCase());
  }

  indexMembers(code: string): string[] {
    return this.members.get(code) ?? [];
  }

  indexSeries(spec: FakeIndexSpec): IndexSeries {
    let series = this.indices.get(spec.code);
    if (!series) {
      const members = (this.members.get(spec.code) ?? []).flatMap(
        (symbol) => this.listings.get(symbol) ?? [],
      );
      const tracked = members.map((listing) => ({
        series: this.seriesOf(listing),
        lastIndex: this.lastIndexOf(listing),
      }));
      series = new IndexSeries(spec, this.seed, () => tracked);
      this.indices.set(spec.code, series);
    }
    return series;
  }

  /** A new listing whose first session is today (or the next trading day). */
  addListing(symbol: string, market: SsiMarket, nameVi: string, nameEn = ''): FakeListing {
    const code = symbol.toUpperCase();
    if (this.listings.has(code)) throw new Error(`fake SSI: ${code} is already listed`);
    const listing = newListing(createRandom(this.seed).fork(`listing:${code}`), code, market, 4, {
      nameVi,
      nameEn,
    });
    listing.listedFrom = this.vietnamNow().date;
    this.listings.set(code, listing);
    this.chooseMembers();
    return listing;
  }

  /** Delisted after today's session: no new sessions, no longer in the securities lists. */
  delist(symbol: string): void {
    const listing = this.listing(symbol);
    if (!listing) throw new Error(`fake SSI: ${symbol} is not listed`);
    listing.delistedAfter = this.vietnamNow().date;
    this.indices = new Map();
    this.tradedCache.clear();
  }
}
