import type { OhlcResolution, OhlcTuple, StockOhlcResponse } from '@/common/contracts/companyPages';
import { barsForTimeframe, technicalSummary, type Bar } from '@/common/technical';
import type { TechnicalSummaryResponse } from '../technicalApi';
import { accountState } from '../../../../tests/helpers/accountState';

const DAY_MS = 86_400_000;

/**
 * `count` trading days (Monday to Friday) from Monday 4 January 2021: a rising trend with a wave, so
 * the votes mix buys, sells and neutrals; every third candle falls.
 */
export function dailyBars(count = 320): Bar[] {
  const bars: Bar[] = [];
  let time = Date.UTC(2021, 0, 4);
  for (; bars.length < count; time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const n = bars.length;
    const close = 20_000 + 15 * n + 1_500 * Math.sin(n / 9);
    const open = n % 3 === 0 ? close + 120 : close - 80;
    bars.push({
      time,
      open,
      high: Math.max(open, close) + 150,
      low: Math.min(open, close) - 150,
      close,
      volume: 1_000_000 + (n % 7) * 50_000,
    });
  }
  return bars;
}

export const DAILY = dailyBars();

export function barsOf(resolution: OhlcResolution): Bar[] {
  return barsForTimeframe(DAILY, resolution);
}

export function ohlcResponse(
  ticker: string,
  resolution: OhlcResolution,
  bars = barsOf(resolution),
): StockOhlcResponse {
  return {
    ticker,
    resolution,
    adjusted: true,
    bars: bars.map((bar): OhlcTuple => [bar.time, bar.open, bar.high, bar.low, bar.close, bar.volume]),
  };
}

export function summaryResponse(ticker: string, resolution: OhlcResolution): TechnicalSummaryResponse {
  return { ...technicalSummary(barsOf(resolution)), ticker, resolution };
}

/** The account state of a settled page load (tests/helpers/accountState.ts). */
export const account = accountState;
