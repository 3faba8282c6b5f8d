import type { Exchange } from '@/common/constants/market';
import { tickSize } from '@/common/market/tradingCalendar';
import type { stockSessions } from '../../db/schema';
import { DEMO_SOURCE } from './demoSource';
import { sharesByDay } from './indices';
import type { OwnershipProfile } from './ownershipProfile';
import { priceLimits, type DemoSeries } from './prices';
import type { Random } from './random';
import type { DemoCompanySpec } from './universe';

export type StockSessionRow = typeof stockSessions.$inferInsert;

/** The demo's stock_sessions cover this many last trading days of every company. */
export const DEMO_SESSION_COUNT = 500;

/** Share of a session's matched volume foreign investors trade on each side, by size tier. */
const FOREIGN_SHARE: Record<DemoCompanySpec['tier'], number> = {
  1: 0.16,
  2: 0.12,
  3: 0.07,
  4: 0.035,
  5: 0.015,
};
/** Chance of a put-through deal in a session, by size tier. */
const DEAL_CHANCE: Record<DemoCompanySpec['tier'], number> = { 1: 0.09, 2: 0.08, 3: 0.05, 4: 0.03, 5: 0.02 };

const { round, floor, min, max, exp } = Math;
const round2 = (value: number): number => round(value * 100) / 100;
const lots = (shares: number): number => max(0, floor(shares / 100) * 100);
const roundTick = (exchange: Exchange, price: number): number =>
  round(price / tickSize(exchange, price)) * tickSize(exchange, price);

/** The sessions of one ticker, and its foreign holding at each of them (shares). */
export interface TickerSessions {
  rows: StockSessionRow[];
  /** Foreign holding after each row's session, parallel to rows. */
  foreignHolding: number[];
  /** Shares outstanding on each row's session, parallel to rows. */
  shares: number[];
}

/**
 * One ticker's stock_sessions over its last DEMO_SESSION_COUNT trading days, written as the feed
 * writes DailyStockPrice (src/server/feeds/sync/mapping.ts): OHLC and matched volume equal
 * daily_prices; ref_price is the simulation's reference (the previous close, or the ex-date's
 * adjusted reference); ceiling/floor from priceLimits; pct_change in percent rounded to 2 decimals
 * as the feed sends perPriceChange; close_adjusted = close x adj_ratio (adjusted to today).
 * The average price is a weighted mean of the bar inside [low, high], whole VND, and match value =
 * volume x average price. Foreign flows trade a tier's share of the volume, pulled towards a
 * target holding; the holding starts at the profile's foreignStartPct, follows each session's net
 * foreign volume and grows with stock dividends, never above the cap or below 0, so
 * foreign_current_room = floor(limit x shares) - holding stays in [0, limit x shares].
 * Proprietary values exist for tiers 1-2 only (null elsewhere: the source would not publish them).
 */
export function buildTickerSessions(
  spec: DemoCompanySpec,
  series: DemoSeries,
  profile: OwnershipProfile,
  random: Random,
): TickerSessions {
  const { exchange, tier } = spec;
  const sharesAll = sharesByDay(series);
  const first = max(0, series.prices.length - DEMO_SESSION_COUNT);
  const result: TickerSessions = { rows: [], foreignHolding: [], shares: [] };
  const foreignShare = FOREIGN_SHARE[tier];
  const target = profile.atLimit ? 1 : profile.foreignStartPct / max(profile.foreignCapPct, 1e-9);
  let holding = -1;
  let previousShares = 0;
  let tilt = 0;
  for (let index = first; index < series.prices.length; index += 1) {
    const price = series.prices[index];
    const reference = series.references[index];
    if (!price || reference === undefined) continue;
    const shares = round(sharesAll[index] ?? series.sharesOutstanding);
    const cap = floor((profile.foreignCapPct / 100) * shares);
    const limitShares = floor((profile.foreignLimitPct / 100) * shares);
    if (holding < 0) holding = round((profile.foreignStartPct / 100) * shares);
    else if (shares !== previousShares) holding = round((holding * shares) / previousShares);
    holding = min(holding, cap);
    previousShares = shares;

    const { open, high, low, close, volume } = price;
    const traded = volume > 0;
    const average = traded
      ? min(high, max(low, round(((open + high + low + 2 * close) / 5) * exp(0.002 * random.normal()))))
      : null;
    const matchValue = average === null ? 0 : round(volume * average);

    let dealVolume = 0;
    let dealValue = 0;
    if (traded && random.chance(DEAL_CHANCE[tier])) {
      const band = priceLimits(exchange, reference);
      const dealPrice = min(
        band.ceiling,
        max(band.floor, roundTick(exchange, close * random.uniform(0.97, 1.03))),
      );
      dealVolume = max(100, lots(volume * random.uniform(0.05, 0.5)));
      dealValue = dealVolume * dealPrice;
    }

    // Foreign flows: noisy, persistent, pulled back towards the ticker's usual holding.
    tilt = 0.85 * tilt + 0.35 * random.normal();
    const pull = 3 * (target - holding / max(cap, 1));
    const buyNoise = exp(0.45 * random.normal());
    const sellNoise = exp(0.45 * random.normal());
    let buy = traded ? lots(min(0.6, foreignShare * buyNoise * exp(0.5 * (tilt + pull))) * volume) : 0;
    let sell = traded ? lots(min(0.6, foreignShare * sellNoise * exp(-0.5 * (tilt + pull))) * volume) : 0;
    sell = min(sell, holding + buy);
    // At the limit, foreign buyers queue for every share a foreigner sells: buys match sells.
    if (profile.atLimit) buy = max(buy, sell);
    buy = min(buy, cap - holding + sell);
    holding += buy - sell;

    const prop = tier <= 2 && traded;
    const totalValue = matchValue + dealValue;
    result.rows.push({
      ticker: spec.ticker,
      date: price.date,
      refPrice: reference,
      ceilingPrice: priceLimits(exchange, reference).ceiling,
      floorPrice: priceLimits(exchange, reference).floor,
      open,
      high,
      low,
      close,
      averagePrice: average,
      closeAdjusted: close * price.adjRatio,
      priceChange: close - reference,
      pctChange: round2(((close - reference) / reference) * 100),
      matchVolume: volume,
      matchValue,
      dealVolume,
      dealValue,
      totalVolume: volume + dealVolume,
      totalValue,
      foreignBuyVolume: buy,
      foreignSellVolume: sell,
      foreignBuyValue: average === null ? 0 : round(buy * average),
      foreignSellValue: average === null ? 0 : round(sell * average),
      foreignCurrentRoom: limitShares - holding,
      propBuyValue: prop ? round(totalValue * random.uniform(0.01, 0.06)) : tier <= 2 ? 0 : null,
      propSellValue: prop ? round(totalValue * random.uniform(0.01, 0.06)) : tier <= 2 ? 0 : null,
      source: DEMO_SOURCE,
    });
    result.foreignHolding.push(holding);
    result.shares.push(shares);
  }
  return result;
}
