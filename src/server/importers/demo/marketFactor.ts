import type { Random } from './random';

// Market regimes by year (log return of the market factor), shaped like the Vietnamese market's
// story: the 2011 and 2022 slumps, the 2017 and 2021 rallies. Unlisted years drift moderately.
const MARKET_YEAR_DRIFT: Record<number, number> = {
  2010: -0.02,
  2011: -0.3,
  2012: 0.15,
  2013: 0.18,
  2014: 0.08,
  2015: 0.05,
  2016: 0.13,
  2017: 0.3,
  2018: -0.1,
  2019: 0.07,
  2020: 0.13,
  2021: 0.3,
  2022: -0.38,
  2023: 0.11,
  2024: 0.1,
  2025: 0.15,
};
const STRESSED_YEARS = new Set([2011, 2020, 2022]);
export const TRADING_DAYS_PER_YEAR = 250;
const MARKET_REVERSION = 0.005;

/**
 * The common daily market move (log return) every ticker loads on through its beta. The market's
 * log level follows the yearly regimes plus a mean-reverting swing (about 10% either way), so every
 * seed tells the same broad story with different days; a free random walk would let one seed end
 * at a third of another's level.
 */
export function simulateMarketFactor(random: Random, days: readonly string[]): Float64Array {
  const factor = new Float64Array(days.length);
  let swing = 0;
  days.forEach((day, index) => {
    const year = Number(day.slice(0, 4));
    const drift = (MARKET_YEAR_DRIFT[year] ?? 0.06) / TRADING_DAYS_PER_YEAR;
    const volatility = STRESSED_YEARS.has(year) ? 0.015 : 0.0095;
    const previousSwing = swing;
    swing = swing * (1 - MARKET_REVERSION) + volatility * random.normal();
    factor[index] = drift + swing - previousSwing;
  });
  return factor;
}
