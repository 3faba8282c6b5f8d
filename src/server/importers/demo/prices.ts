import type { Exchange } from '@/common/constants/market';
import { tickSize } from '@/common/market/tradingCalendar';
import { TRADING_DAYS_PER_YEAR } from './marketFactor';
import type { Random } from './random';
import type { DemoCompanySpec, Theme } from './universe';

// Hoisted: global lookups are slow inside jest's vm context, and this loop runs 300,000 times.
const { abs, exp, log, max, min, round, floor, ceil, sqrt } = Math;

export interface DemoPrice {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  adjRatio: number;
}

export interface DemoAction {
  exDate: string;
  kind: 'split' | 'stock_dividend' | 'rights_issue' | 'cash_dividend';
  ratio: number | null;
  /** Cash dividends: VND per share; rights issues: the subscription price. */
  cashPerShare: number | null;
}

/**
 * A change of the share count on a given day, from the company's statements (valuation.ts
 * shareChanges): a stock dividend divides the reference price by its ratio; a rights issue sets it
 * to the theoretical ex-rights price (previous close + (ratio - 1) x subscription price) / ratio,
 * when that is lower (rights above the market change nothing).
 */
export interface ScheduledShareChange {
  /** Index of the ex-date in the trading days (>= 1). */
  dayIndex: number;
  kind: 'stock_dividend' | 'rights_issue';
  ratio: number;
  pricePerShare: number | null;
}

/** The statements' share history, when the company has statements (otherwise random events). */
export interface TickerShareHistory {
  /** Shares on the first trading day. */
  initialShares: number;
  changes: readonly ScheduledShareChange[];
}

export interface DemoSeries {
  ticker: string;
  prices: DemoPrice[];
  actions: DemoAction[];
  /**
   * Each day's reference price (parallel to prices): the previous close, or on an ex-date the
   * reference the simulation moved it to. Not a daily_prices column; stock_sessions carry it.
   */
  references: number[];
  /** Shares after every stock dividend and split: today's count. */
  sharesOutstanding: number;
}

/** Daily price limits around the reference price (HOSE ±7%, HNX ±10%, UPCOM ±15%). */
export const PRICE_BAND: Record<Exchange, number> = { HOSE: 0.07, HNX: 0.1, UPCOM: 0.15 };

/** HOSE quotes in 10/50/100 VND steps by price level; HNX and UPCOM in 100 VND steps. */
export { tickSize };

// The tolerance keeps 10699.9999999 (really 10700) from flooring a whole tick down.
const roundTick = (exchange: Exchange, price: number): number =>
  round(price / tickSize(exchange, price)) * tickSize(exchange, price);
const floorTick = (exchange: Exchange, price: number): number =>
  floor(price / tickSize(exchange, price) + 1e-9) * tickSize(exchange, price);
const ceilTick = (exchange: Exchange, price: number): number =>
  ceil(price / tickSize(exchange, price) - 1e-9) * tickSize(exchange, price);

/** The ceiling and floor prices of a session: the band rounded inwards to whole ticks. */
export function priceLimits(exchange: Exchange, reference: number): { floor: number; ceiling: number } {
  const band = PRICE_BAND[exchange];
  return {
    ceiling: floorTick(exchange, reference * (1 + band)),
    floor: ceilTick(exchange, reference * (1 - band)),
  };
}

/** Beta to the market and yearly drift of each theme: brokers swing most, utilities least. */
const THEME_MODEL: Record<Theme, { beta: number; drift: number }> = {
  bank: { beta: 1.1, drift: 0.01 },
  securities: { beta: 1.45, drift: 0 },
  insurance: { beta: 0.8, drift: -0.02 },
  real_estate: { beta: 1.25, drift: -0.01 },
  industrial_park: { beta: 1.2, drift: 0.02 },
  construction: { beta: 1.15, drift: -0.03 },
  building_materials: { beta: 0.9, drift: -0.01 },
  steel: { beta: 1.25, drift: 0.02 },
  dairy_food: { beta: 0.75, drift: 0.01 },
  beer: { beta: 0.7, drift: -0.02 },
  seafood: { beta: 0.9, drift: 0.03 },
  retail: { beta: 1.0, drift: 0.05 },
  technology: { beta: 0.9, drift: 0.07 },
  oil_gas: { beta: 1.1, drift: -0.02 },
  gas: { beta: 0.85, drift: 0.01 },
  power: { beta: 0.7, drift: 0.01 },
  logistics: { beta: 0.95, drift: 0.03 },
  airport: { beta: 0.8, drift: 0.04 },
  airline: { beta: 0.95, drift: -0.03 },
  fertilizer: { beta: 0.9, drift: 0.02 },
  textile: { beta: 0.9, drift: 0 },
  pharma: { beta: 0.6, drift: 0.02 },
};

/** Shares in 2010 by size tier (min, max). */
const SHARES_BY_TIER: Record<DemoCompanySpec['tier'], [number, number]> = {
  1: [2.5e9, 6e9],
  2: [1e9, 2.5e9],
  3: [3e8, 1e9],
  4: [8e7, 3e8],
  5: [2e7, 8e7],
};
/** Share of the free float traded on an ordinary day: large caps trade relatively more. */
const TURNOVER_BY_TIER: Record<DemoCompanySpec['tier'], number> = {
  1: 0.003,
  2: 0.004,
  3: 0.004,
  4: 0.003,
  5: 0.002,
};
const STOCK_EVENT_CHANCE: Partial<Record<Theme, number>> = {
  bank: 0.9,
  securities: 0.8,
  real_estate: 0.6,
  steel: 0.6,
};
const STOCK_RATIOS = [1.1, 1.15, 1.2, 1.25, 1.3, 1.5, 2];
/** Prices that would fall under this are pulled back: penny stocks make the tick grid too coarse. */
const PRICE_FLOOR = 3000;

type Scheduled = 'stock' | 'cash' | ScheduledShareChange;

/**
 * Day indexes of stock events and cash dividends, decided up front so they never collide. With the
 * statements' share history its changes are the stock events; otherwise one or two random ones.
 */
function scheduleActions(
  spec: DemoCompanySpec,
  random: Random,
  days: readonly string[],
  history: TickerShareHistory | undefined,
): Map<number, Scheduled> {
  const schedule = new Map<number, Scheduled>();
  const stockEvents = random.chance(STOCK_EVENT_CHANCE[spec.theme] ?? 0.3) ? random.int(1, 2) : 0;
  if (history) for (const change of history.changes) schedule.set(change.dayIndex, change);
  else
    for (let event = 0; event < stockEvents; event += 1)
      schedule.set(random.int(60, days.length - 5), 'stock');
  const payer = random.chance(spec.companyType === 'bank' ? 0.4 : 0.65);
  if (!payer) return schedule;
  const firstYear = random.int(2010, 2016);
  const lastYear = Number(days[days.length - 1]?.slice(0, 4) ?? firstYear);
  for (let year = firstYear; year <= lastYear; year += 1) {
    const month = String(random.int(5, 10)).padStart(2, '0');
    const index = days.findIndex(
      (day) => day >= `${year}-${month}-${String(random.int(1, 28)).padStart(2, '0')}`,
    );
    if (index > 0 && !schedule.has(index)) schedule.set(index, 'cash');
  }
  return schedule;
}

/**
 * One ticker's as-traded history: a geometric random walk on the market factor plus a slowly
 * mean-reverting idiosyncratic part, quoted on the exchange's tick grid inside its price band.
 * Stock dividends, splits and cash dividends lower the reference price on their ex-date; adjRatio
 * (adjusted = price x adjRatio) makes the adjusted series continuous across them.
 */
export function simulateTicker(
  spec: DemoCompanySpec,
  random: Random,
  days: readonly string[],
  market: Float64Array,
  /** Multiplies the whole path (the walk is multiplicative), so the seed can aim a valuation. */
  priceScale = 1,
  history?: TickerShareHistory,
): DemoSeries {
  const { exchange } = spec;
  const theme = THEME_MODEL[spec.theme];
  const beta = theme.beta * random.uniform(0.85, 1.15);
  const drift = (theme.drift + 0.03 * random.normal()) / TRADING_DAYS_PER_YEAR;
  const idiosyncratic = random.uniform(0.011, 0.019) * (spec.tier >= 4 ? 1.2 : 1);
  const dailyVolatility = sqrt(beta * beta * 0.011 * 0.011 + idiosyncratic * idiosyncratic);
  const [minShares, maxShares] = SHARES_BY_TIER[spec.tier];
  const drawnShares = round(random.uniform(minShares, maxShares) / 1e6) * 1e6;
  let shares = history ? history.initialShares : drawnShares;
  const turnover = TURNOVER_BY_TIER[spec.tier] * exp(0.4 * random.normal());
  const illiquid = exchange !== 'HOSE' && spec.tier >= 3;
  const schedule = scheduleActions(spec, random, days, history);

  let trend = log(random.uniform(12_000, 60_000) * priceScale);
  let deviation = 0;
  let previousClose = roundTick(exchange, exp(trend));
  const prices: DemoPrice[] = [];
  const references: number[] = [];
  const actions: DemoAction[] = [];
  const factors = new Map<number, number>();

  days.forEach((date, index) => {
    let reference = previousClose;
    const event = index === 0 ? undefined : schedule.get(index);
    if (typeof event === 'object') {
      // The statements' stock dividend or rights issue, on its own ratio.
      shares *= event.ratio;
      if (event.kind === 'stock_dividend') reference = roundTick(exchange, previousClose / event.ratio);
      else if (event.pricePerShare !== null) {
        const exRights = (previousClose + (event.ratio - 1) * event.pricePerShare) / event.ratio;
        if (exRights < previousClose) reference = roundTick(exchange, exRights);
      }
      actions.push({
        exDate: date,
        kind: event.kind,
        ratio: event.ratio,
        cashPerShare: event.pricePerShare,
      });
    } else if (event === 'stock') {
      const ratio = random.pick(STOCK_RATIOS);
      reference = roundTick(exchange, previousClose / ratio);
      shares = round(shares * ratio);
      actions.push({
        exDate: date,
        kind: ratio === 2 ? 'split' : 'stock_dividend',
        ratio,
        cashPerShare: null,
      });
    } else if (event === 'cash') {
      const cash = max(300, round((previousClose * random.uniform(0.02, 0.06)) / 100) * 100);
      reference = roundTick(exchange, previousClose - cash);
      actions.push({ exDate: date, kind: 'cash_dividend', ratio: null, cashPerShare: cash });
    }
    if (reference !== previousClose) {
      factors.set(index, reference / previousClose);
      trend += log(reference / previousClose);
    }

    trend += drift + beta * (market[index] ?? 0);
    deviation = deviation * 0.999 + idiosyncratic * random.normal();
    if (trend + deviation < log(PRICE_FLOOR)) deviation += 0.02;
    references.push(reference);
    const { floor: floorPrice, ceiling } = priceLimits(exchange, reference);
    const clamp = (price: number): number => min(ceiling, max(floorPrice, price));

    if (index > 0 && illiquid && random.chance(0.02)) {
      // A session without a single match: the price stays at the reference.
      prices.push({
        date,
        open: reference,
        high: reference,
        low: reference,
        close: reference,
        volume: 0,
        adjRatio: 1,
      });
      previousClose = reference;
      return;
    }
    const close = clamp(roundTick(exchange, exp(trend + deviation)));
    const open = clamp(roundTick(exchange, reference * exp(0.35 * dailyVolatility * random.normal())));
    const high = clamp(
      ceilTick(exchange, max(open, close) * exp(abs(random.normal()) * 0.45 * dailyVolatility)),
    );
    const low = clamp(
      floorTick(exchange, min(open, close) * exp(-abs(random.normal()) * 0.45 * dailyVolatility)),
    );
    const move = abs(log(close / reference)) / dailyVolatility;
    const volume =
      round((shares * turnover * exp(0.55 * random.normal() - 0.15) * (1 + 0.8 * move)) / 100) * 100;
    prices.push({ date, open, high, low, close, volume, adjRatio: 1 });
    previousClose = close;
  });

  // Adjust backwards: every day before an ex-date carries that event's factor.
  let cumulative = 1;
  for (let index = prices.length - 1; index >= 0; index -= 1) {
    const price = prices[index];
    if (price) price.adjRatio = cumulative;
    cumulative *= factors.get(index) ?? 1;
  }
  return { ticker: spec.ticker, prices, actions, references, sharesOutstanding: round(shares) };
}
