import type { TechnicalSignal } from '@/common/constants/charts';
import { resampleMonthly, resampleWeekly, type Bar } from './bars';
import { computeIndicators, MA_PERIODS, OSCILLATOR_PARAMS, type IndicatorSet } from './indicatorSet';
import {
  adxSignal,
  bandSignal,
  compareSignal,
  scoreLevel,
  scoreSignal,
  SIGNAL_SCORES,
  SUMMARY_LEVEL_LABELS,
  THRESHOLDS,
  type SummaryLevel,
} from './rules';
import type { Series } from './series';

/** One row of the vote table. */
export interface IndicatorVote {
  /** Stable key for the UI: sma10 ... ema200, rsi, stochK, cci, williamsR, macd, momentum, adx. */
  key: string;
  /** As shown: "SMA 10", "RSI (14)" ... */
  name: string;
  /** The indicator at the bar (MACD: its line; ADX: the ADX), null during warm-up. */
  value: number | null;
  signal: TechnicalSignal;
}

export type SignalCounts = Record<TechnicalSignal, number>;

export interface GroupSummary {
  votes: IndicatorVote[];
  counts: SignalCounts;
  /** Mean of the votes (+1 buy, -1 sell, 0 neutral), in [-1, 1]. */
  score: number;
  signal: TechnicalSignal;
  level: SummaryLevel;
  label: string;
}

export interface TechnicalSummary {
  /** Time of the bar summarised, null without bars. */
  time: number | null;
  close: number | null;
  movingAverages: GroupSummary;
  oscillators: GroupSummary;
  counts: SignalCounts;
  /** Mean of the two group scores. */
  score: number;
  signal: TechnicalSignal;
  level: SummaryLevel;
  /** Five-level text for the gauge: Bán mạnh, Bán, Trung lập, Mua, Mua mạnh. */
  label: string;
}

export const TECHNICAL_GROUP_LABELS = {
  movingAverages: 'Đường trung bình động',
  oscillators: 'Chỉ báo dao động',
  summary: 'Tổng hợp',
} as const;

function group(votes: IndicatorVote[]): GroupSummary {
  const counts: SignalCounts = { buy: 0, sell: 0, neutral: 0 };
  let total = 0;
  for (const vote of votes) {
    counts[vote.signal]++;
    total += SIGNAL_SCORES[vote.signal];
  }
  const score = votes.length === 0 ? 0 : total / votes.length;
  const level = scoreLevel(score);
  return { votes, counts, score, signal: scoreSignal(score), level, label: SUMMARY_LEVEL_LABELS[level] };
}

const at = (series: Series, index: number): number | null => series[index] ?? null;

function movingAverageVotes(set: IndicatorSet, index: number, close: number | null, tolerance: number) {
  const votes: IndicatorVote[] = [];
  for (const period of MA_PERIODS) {
    for (const kind of ['sma', 'ema'] as const) {
      const value = at(set[kind][period], index);
      votes.push({
        key: `${kind}${period}`,
        name: `${kind.toUpperCase()} ${period}`,
        value,
        signal: compareSignal(close, value, tolerance),
      });
    }
  }
  return votes;
}

function oscillatorVotes(set: IndicatorSet, index: number, tolerance: number): IndicatorVote[] {
  const p = OSCILLATOR_PARAMS;
  const rsi = at(set.rsi, index);
  const k = at(set.stochastic.k, index);
  const cci = at(set.cci, index);
  const williams = at(set.williamsR, index);
  const line = at(set.macd.line, index);
  const momentum = at(set.momentum, index);
  const adx = at(set.adx.adx, index);
  const s = p.stochastic;
  return [
    { key: 'rsi', name: `RSI (${p.rsi})`, value: rsi, signal: bandSignal(rsi, THRESHOLDS.rsi) },
    {
      key: 'stochK',
      name: `Stochastic %K (${s.period}, ${s.kSmoothing}, ${s.dPeriod})`,
      value: k,
      signal: bandSignal(k, THRESHOLDS.stochasticK),
    },
    { key: 'cci', name: `CCI (${p.cci})`, value: cci, signal: bandSignal(cci, THRESHOLDS.cci) },
    {
      key: 'williamsR',
      name: `Williams %R (${p.williamsR})`,
      value: williams,
      signal: bandSignal(williams, THRESHOLDS.williamsR),
    },
    {
      key: 'macd',
      name: `MACD (${p.macd.fast}, ${p.macd.slow}, ${p.macd.signal})`,
      value: line,
      signal: compareSignal(line, at(set.macd.signal, index), tolerance),
    },
    {
      key: 'momentum',
      name: `Momentum (${p.momentum})`,
      value: momentum,
      signal: compareSignal(momentum, momentum === null ? null : 0, tolerance),
    },
    {
      key: 'adx',
      name: `ADX (${p.adx})`,
      value: adx,
      signal: adxSignal(adx, at(set.adx.plusDi, index), at(set.adx.minusDi, index)),
    },
  ];
}

/**
 * The vote table and summary at bar `index` (default: the last bar). Votes without a value are
 * neutral and count as 0 in their group's mean; the overall score is the mean of the two group scores.
 */
export function summarizeIndicators(set: IndicatorSet, index = set.bars.length - 1): TechnicalSummary {
  const bar = set.bars[index];
  const close = bar?.close ?? null;
  const tolerance = THRESHOLDS.relativeTolerance * Math.abs(close ?? 0);
  const movingAverages = group(movingAverageVotes(set, index, close, tolerance));
  const oscillators = group(oscillatorVotes(set, index, tolerance));
  const counts: SignalCounts = {
    buy: movingAverages.counts.buy + oscillators.counts.buy,
    sell: movingAverages.counts.sell + oscillators.counts.sell,
    neutral: movingAverages.counts.neutral + oscillators.counts.neutral,
  };
  const score = (movingAverages.score + oscillators.score) / 2;
  const level = scoreLevel(score);
  return {
    time: bar?.time ?? null,
    close,
    movingAverages,
    oscillators,
    counts,
    score,
    signal: scoreSignal(score),
    level,
    label: SUMMARY_LEVEL_LABELS[level],
  };
}

/** computeIndicators then summarizeIndicators at the last bar. */
export function technicalSummary(bars: readonly Bar[]): TechnicalSummary {
  return summarizeIndicators(computeIndicators(bars));
}

export const TIMEFRAMES = ['day', 'week', 'month'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_LABELS: Record<Timeframe, string> = { day: 'Ngày', week: 'Tuần', month: 'Tháng' };

/** Bars of a timeframe from daily bars. */
export function barsForTimeframe(daily: readonly Bar[], timeframe: Timeframe): Bar[] {
  if (timeframe === 'week') return resampleWeekly(daily);
  if (timeframe === 'month') return resampleMonthly(daily);
  return [...daily];
}

/** The summary on daily, weekly and monthly bars. */
export function summarizeTimeframes(daily: readonly Bar[]): Record<Timeframe, TechnicalSummary> {
  return {
    day: technicalSummary(barsForTimeframe(daily, 'day')),
    week: technicalSummary(barsForTimeframe(daily, 'week')),
    month: technicalSummary(barsForTimeframe(daily, 'month')),
  };
}
