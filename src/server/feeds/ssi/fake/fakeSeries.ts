/**
 * One fake stock's sessions: a deterministic random walk, generated forward on demand and kept in
 * typed arrays (a year of 1,600 tickers is ~400k sessions). Each session respects the exchange's band
 * around the reference price; a few sessions close at the ceiling or floor, and a few are ex-dates
 * (cash or stock dividend) whose reference is below the previous close.
 */
import { createRandom, type Random } from '@/server/importers/demo/random';
import { tickSize, roundToTick, type FakeListing } from './fakeUniverse';
import type { SsiMarket } from '../types';

export const PRICE_BAND: Record<SsiMarket, number> = { HOSE: 0.07, HNX: 0.1, UPCOM: 0.15 };
const SIGMA: Record<FakeListing['tier'], number> = { 1: 0.015, 2: 0.018, 3: 0.021, 4: 0.025, 5: 0.03 };
const TURNOVER: Record<FakeListing['tier'], number> = { 1: 0.002, 2: 0.003, 3: 0.004, 4: 0.003, 5: 0.002 };
const FOREIGN_SHARE: Record<FakeListing['tier'], number> = { 1: 0.15, 2: 0.1, 3: 0.06, 4: 0.03, 5: 0.01 };
/** About one dividend ex-date a year per ticker. */
const EX_DATE_RATE = 1 / 250;

const FIELDS = [
  'ref',
  'ceiling',
  'floor',
  'open',
  'high',
  'low',
  'close',
  'average',
  'volume',
  'dealVolume',
  'foreignBuy',
  'foreignSell',
] as const;
type Field = (typeof FIELDS)[number];

export interface StockSession {
  ref: number;
  ceiling: number;
  floor: number;
  open: number;
  high: number;
  low: number;
  close: number;
  average: number;
  volume: number;
  dealVolume: number;
  foreignBuy: number;
  foreignSell: number;
  foreignRoom: number;
}

/** A price on the tick grid within [floor, ceiling]. Module-level: a closure per session cost more than the walk. */
function clampToBand(market: SsiMarket, floor: number, ceiling: number, price: number): number {
  return Math.min(ceiling, Math.max(floor, roundToTick(market, price)));
}

export class StockSeries {
  length = 0;
  private columns: Record<Field, Int32Array>;
  private room: Float64Array;
  /** Ex-dates: session index and the factor ref / previous close applied to earlier closes. */
  readonly exDates: { index: number; factor: number }[] = [];
  private readonly random: Random;
  private readonly market: SsiMarket;

  constructor(
    readonly listing: FakeListing,
    seed: number,
    /** Calendar index of this series' session 0. */
    readonly offset: number,
  ) {
    this.random = createRandom(seed).fork(`series:${listing.symbol}`);
    this.market = listing.market;
    this.columns = Object.fromEntries(FIELDS.map((field) => [field, new Int32Array(256)])) as Record<
      Field,
      Int32Array
    >;
    this.room = new Float64Array(256);
  }

  private grow(capacity: number): void {
    for (const field of FIELDS) {
      const next = new Int32Array(capacity);
      next.set(this.columns[field]);
      this.columns[field] = next;
    }
    const room = new Float64Array(capacity);
    room.set(this.room);
    this.room = room;
  }

  private floorTick(price: number): number {
    const tick = tickSize(this.market, price);
    return Math.max(tick, Math.floor(price / tick) * tick);
  }

  private ceilTick(price: number): number {
    const tick = tickSize(this.market, price);
    return Math.max(tick, Math.ceil(price / tick) * tick);
  }

  /** Generates sessions up to index `count - 1`. */
  ensure(count: number): void {
    if (count <= this.length) return;
    if (count > this.columns.close.length) this.grow(Math.max(count, this.columns.close.length * 2));
    const { random, listing, market } = this;
    const c = this.columns;
    const sigma = SIGMA[listing.tier];
    const band = PRICE_BAND[market];
    for (let t = this.length; t < count; t += 1) {
      // The exchanges' reference: the previous close on HOSE and HNX, the previous session's
      // weighted average on UPCOM (rounded to the tick).
      const previous =
        t === 0
          ? listing.seedPrice
          : market === 'UPCOM'
            ? roundToTick(market, c.average[t - 1] ?? 0)
            : (c.close[t - 1] ?? 0);
      let ref = previous;
      if (t > 0 && random.chance(EX_DATE_RATE)) {
        ref = random.chance(0.6)
          ? roundToTick(market, previous - Math.round((previous * random.uniform(0.02, 0.08)) / 100) * 100)
          : roundToTick(market, previous / (1 + random.pick([0.1, 0.15, 0.2, 0.3])));
        if (ref < previous) this.exDates.push({ index: t, factor: ref / previous });
        else ref = previous;
      }
      const ceiling = this.floorTick(ref * (1 + band));
      const floor = Math.min(ref, this.ceilTick(ref * (1 - band)));
      // Mean reversion towards the seed price keeps a long walk in a plausible range.
      const drift = 0.0002 - 0.01 * Math.log(previous / listing.seedPrice);
      const roll = random.next();
      const close =
        roll < 0.012
          ? ceiling
          : roll < 0.022
            ? floor
            : clampToBand(market, floor, ceiling, ref * (1 + drift + sigma * random.normal()));
      const open = clampToBand(market, floor, ceiling, ref * (1 + 0.35 * sigma * random.normal()));
      const high = Math.max(
        open,
        close,
        clampToBand(
          market,
          floor,
          ceiling,
          Math.max(open, close) * (1 + Math.abs(random.normal()) * sigma * 0.4),
        ),
      );
      const low = Math.min(
        open,
        close,
        clampToBand(
          market,
          floor,
          ceiling,
          Math.min(open, close) * (1 - Math.abs(random.normal()) * sigma * 0.4),
        ),
      );
      const move = Math.abs(close - ref) / ref / band;
      const volume = Math.max(
        100,
        Math.round(
          (listing.listedShares * TURNOVER[listing.tier] * Math.exp(0.6 * random.normal()) * (1 + 2 * move)) /
            100,
        ) * 100,
      );
      const foreign = FOREIGN_SHARE[listing.tier];
      c.ref[t] = ref;
      c.ceiling[t] = ceiling;
      c.floor[t] = floor;
      c.open[t] = open;
      c.high[t] = high;
      c.low[t] = low;
      c.close[t] = close;
      c.average[t] = Math.min(high, Math.max(low, Math.round((open + high + low + 2 * close) / 5)));
      c.volume[t] = volume;
      c.dealVolume[t] = random.chance(0.04)
        ? Math.round((volume * random.uniform(0.05, 0.6)) / 100) * 100
        : 0;
      c.foreignBuy[t] = Math.round((volume * random.uniform(0, foreign)) / 100) * 100;
      c.foreignSell[t] = Math.round((volume * random.uniform(0, foreign)) / 100) * 100;
      const previousRoom =
        t === 0 ? listing.listedShares * 0.49 * random.uniform(0.1, 0.9) : (this.room[t - 1] ?? 0);
      this.room[t] = Math.min(
        listing.listedShares * 0.49,
        Math.max(0, Math.round(previousRoom - (c.foreignBuy[t] ?? 0) + (c.foreignSell[t] ?? 0))),
      );
    }
    this.length = count;
  }

  session(t: number): StockSession {
    this.ensure(t + 1);
    const c = this.columns;
    return {
      ref: c.ref[t] ?? 0,
      ceiling: c.ceiling[t] ?? 0,
      floor: c.floor[t] ?? 0,
      open: c.open[t] ?? 0,
      high: c.high[t] ?? 0,
      low: c.low[t] ?? 0,
      close: c.close[t] ?? 0,
      average: c.average[t] ?? 0,
      volume: c.volume[t] ?? 0,
      dealVolume: c.dealVolume[t] ?? 0,
      foreignBuy: c.foreignBuy[t] ?? 0,
      foreignSell: c.foreignSell[t] ?? 0,
      foreignRoom: this.room[t] ?? 0,
    };
  }

  /** Close of session t adjusted for every ex-date after it up to session `last` (inclusive). */
  adjustedClose(t: number, last: number): number {
    // The ex-dates up to `last` must exist before they can adjust (the series is generated lazily),
    // or the same question would get a different answer once a later day was asked for.
    this.ensure(last + 1);
    let factor = 1;
    for (const exDate of this.exDates) if (exDate.index > t && exDate.index <= last) factor *= exDate.factor;
    return Math.round((this.columns.close[t] ?? 0) * factor);
  }

  /** The raw column, for index aggregation without allocating sessions. */
  column(field: 'ref' | 'close' | 'ceiling' | 'floor' | 'volume' | 'dealVolume' | 'average'): Int32Array {
    return this.columns[field];
  }
}
