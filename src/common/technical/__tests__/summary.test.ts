import { computeIndicators, MA_PERIODS, type IndicatorSet } from '../indicatorSet';
import {
  summarizeIndicators,
  summarizeTimeframes,
  technicalSummary,
  TECHNICAL_GROUP_LABELS,
  type TechnicalSummary,
} from '../summary';
import { pricePath } from './pricePaths';

const signals = (summary: TechnicalSummary['movingAverages']) => summary.votes.map((vote) => vote.signal);

describe('technicalSummary on constructed price paths', () => {
  it('a steady rise for 300 days: every MA votes buy and the summary is buy', () => {
    // +50 a day, each bar 100 above and below its open-close span.
    const summary = technicalSummary(pricePath(300, (i) => 10_000 + 50 * i, 100));
    expect(signals(summary.movingAverages)).toEqual(new Array(12).fill('buy'));
    expect(summary.movingAverages).toMatchObject({ score: 1, signal: 'buy', label: 'Mua mạnh' });
    // The contrarian oscillators call it overbought and sell: RSI 100; %K 800/900 = 88.9 (HH14 = close
    // + 100, LL14 = close - 14*50 - 100); CCI = 9.5 / (0.015 * 5) = 126.7 (a straight line's window of
    // 20 has TP - mean = 9.5 steps, mean deviation 5 steps); %R = -100/900*100 = -11.1. Momentum (+500)
    // and ADX (100, +DI > -DI) buy; MACD's line (350) has converged onto its signal: neutral.
    const oscillators = Object.fromEntries(summary.oscillators.votes.map((vote) => [vote.key, vote.signal]));
    expect(oscillators).toEqual({
      rsi: 'sell',
      stochK: 'sell',
      cci: 'sell',
      williamsR: 'sell',
      macd: 'neutral',
      momentum: 'buy',
      adx: 'buy',
    });
    // (1 + (2 - 4) / 7) / 2 = 5/14
    expect(summary.score).toBeCloseTo(5 / 14, 12);
    expect(summary).toMatchObject({ signal: 'buy', level: 'buy', label: 'Mua' });
    expect(summary.counts).toEqual({ buy: 14, sell: 4, neutral: 1 });
  });

  it('a steady fall: every MA votes sell and the summary is sell', () => {
    const summary = technicalSummary(pricePath(300, (i) => 30_000 - 50 * i, 100));
    expect(signals(summary.movingAverages)).toEqual(new Array(12).fill('sell'));
    expect(summary.oscillators.counts).toEqual({ buy: 4, sell: 2, neutral: 1 });
    expect(summary.score).toBeCloseTo(-5 / 14, 12);
    expect(summary).toMatchObject({ signal: 'sell', level: 'sell', label: 'Bán' });
  });

  it('a flat series: every vote neutral, score 0, "Trung lập" (floating noise of 23.45 included)', () => {
    const summary = technicalSummary(pricePath(300, () => 23.45));
    expect(summary.counts).toEqual({ buy: 0, sell: 0, neutral: 19 });
    expect(summary).toMatchObject({ score: 0, signal: 'neutral', level: 'neutral', label: 'Trung lập' });
    for (const vote of [...summary.movingAverages.votes, ...summary.oscillators.votes])
      expect(vote.value).not.toBeNull();
  });

  it('a fall after a long rise flips the short MAs first', () => {
    const summary = technicalSummary(
      pricePath(300, (i) => (i < 280 ? 10_000 + 50 * i : 23_950 - 200 * (i - 280))),
    );
    const byKey = Object.fromEntries(summary.movingAverages.votes.map((vote) => [vote.key, vote.signal]));
    expect([byKey.sma10, byKey.ema10, byKey.sma200, byKey.ema200]).toEqual(['sell', 'sell', 'buy', 'buy']);
  });

  it('counts unavailable votes as neutral (a short history has no SMA 200)', () => {
    const summary = technicalSummary(pricePath(60, (i) => 100 + i));
    const sma200 = summary.movingAverages.votes.find((vote) => vote.key === 'sma200');
    expect(sma200).toEqual({ key: 'sma200', name: 'SMA 200', value: null, signal: 'neutral' });
    expect(summary.movingAverages.counts).toEqual({ buy: 8, sell: 0, neutral: 4 });
    expect(summary.movingAverages.score).toBeCloseTo(8 / 12, 12);
  });

  it('is all neutral without bars', () => {
    const summary = technicalSummary([]);
    expect(summary).toMatchObject({
      time: null,
      close: null,
      score: 0,
      signal: 'neutral',
      label: 'Trung lập',
    });
    expect(summary.counts).toEqual({ buy: 0, sell: 0, neutral: 19 });
  });
});

describe('vote table', () => {
  it('names the votes as shown on screen, MAs in period order SMA then EMA', () => {
    const summary = technicalSummary(pricePath(30, (i) => 100 + i));
    expect(summary.movingAverages.votes.map((vote) => vote.name)).toEqual(
      MA_PERIODS.flatMap((period) => [`SMA ${period}`, `EMA ${period}`]),
    );
    expect(summary.oscillators.votes.map((vote) => vote.name)).toEqual([
      'RSI (14)',
      'Stochastic %K (14, 3, 3)',
      'CCI (20)',
      'Williams %R (14)',
      'MACD (12, 26, 9)',
      'Momentum (10)',
      'ADX (14)',
    ]);
    expect(TECHNICAL_GROUP_LABELS.movingAverages).toBe('Đường trung bình động');
  });

  /** A one-bar set whose oscillators hold the given values. */
  function oscillatorSet(values: {
    rsi?: number;
    k?: number;
    cci?: number;
    williams?: number;
    line?: number;
    signal?: number;
    momentum?: number;
    adx?: number;
    plusDi?: number;
    minusDi?: number;
  }): IndicatorSet {
    const set = computeIndicators(pricePath(1, () => 100));
    const one = (value: number | undefined) => [value ?? null];
    return {
      ...set,
      rsi: one(values.rsi),
      stochastic: { k: one(values.k), d: [null] },
      cci: one(values.cci),
      williamsR: one(values.williams),
      macd: { line: one(values.line), signal: one(values.signal), histogram: [null] },
      momentum: one(values.momentum),
      adx: { adx: one(values.adx), plusDi: one(values.plusDi), minusDi: one(values.minusDi) },
    };
  }
  const votesOf = (set: IndicatorSet) =>
    Object.fromEntries(summarizeIndicators(set).oscillators.votes.map((vote) => [vote.key, vote.signal]));

  it('applies the oscillator thresholds (limits themselves are neutral)', () => {
    expect(
      votesOf(
        oscillatorSet({
          rsi: 29.9,
          k: 19,
          cci: -101,
          williams: -81,
          line: 1,
          signal: 0.5,
          momentum: 2,
          adx: 25,
          plusDi: 30,
          minusDi: 10,
        }),
      ),
    ).toEqual({
      rsi: 'buy',
      stochK: 'buy',
      cci: 'buy',
      williamsR: 'buy',
      macd: 'buy',
      momentum: 'buy',
      adx: 'buy',
    });
    expect(
      votesOf(
        oscillatorSet({
          rsi: 70.1,
          k: 81,
          cci: 101,
          williams: -19,
          line: -1,
          signal: 0,
          momentum: -2,
          adx: 25,
          plusDi: 10,
          minusDi: 30,
        }),
      ),
    ).toEqual({
      rsi: 'sell',
      stochK: 'sell',
      cci: 'sell',
      williamsR: 'sell',
      macd: 'sell',
      momentum: 'sell',
      adx: 'sell',
    });
    expect(
      votesOf(
        oscillatorSet({
          rsi: 30,
          k: 80,
          cci: -100,
          williams: -20,
          line: 0.5,
          signal: 0.5,
          momentum: 0,
          adx: 20,
          plusDi: 30,
          minusDi: 10,
        }),
      ),
    ).toEqual({
      rsi: 'neutral',
      stochK: 'neutral',
      cci: 'neutral',
      williamsR: 'neutral',
      macd: 'neutral',
      momentum: 'neutral',
      adx: 'neutral',
    });
    // Strong trend but equal DIs; and nothing available at all.
    expect(votesOf(oscillatorSet({ adx: 40, plusDi: 20, minusDi: 20 })).adx).toBe('neutral');
    expect(Object.values(votesOf(oscillatorSet({})))).toEqual(new Array(7).fill('neutral'));
  });
});

describe('summarizeIndicators at an earlier bar and summarizeTimeframes', () => {
  it('summarises any bar of the set, and each timeframe on its own bars', () => {
    const bars = pricePath(400, (i) => 10_000 + 3_000 * Math.sin(i / 40));
    const set = computeIndicators(bars);
    const earlier = summarizeIndicators(set, 250);
    expect(earlier.time).toBe(bars[250]?.time);
    expect(earlier).toEqual(technicalSummary(bars.slice(0, 251)));
    const frames = summarizeTimeframes(bars);
    expect(frames.day).toEqual(technicalSummary(bars));
    // 400 days from Thursday 2 Jan 2020: 58 ISO weeks, 14 months; time = start of the last period.
    expect(frames.week.time).toBe(Date.UTC(2021, 1, 1));
    expect(frames.month.time).toBe(Date.UTC(2021, 1, 1));
    expect(frames.month.movingAverages.counts.neutral).toBeGreaterThanOrEqual(10); // 14 bars: only MA 10 exists
  });
});
