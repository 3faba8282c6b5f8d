import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeWithSharedData, sharedDataPath } from '../../../../tests/helpers/sharedData';
import { barsFromDailyPrices, resampleMonthly, resampleWeekly, type Bar, type DailyPriceRow } from '../bars';
import { computeIndicators, MA_PERIODS, WARM_UP, type IndicatorSet } from '../indicatorSet';
import type { Series } from '../series';
import { summarizeIndicators, type TechnicalSummary } from '../summary';

const FOLDER = sharedDataPath('zuongthaotn__vn-stock-data', 'VNX');

/**
 * Rows of a VNX file (Date,Open,High,Low,Close,Volume in thousand VND, no quoting) in VND, keeping
 * what the ohlcv-csv importer keeps: rows with open and close inside low-high, first row of a date.
 */
function readRows(file: string): DailyPriceRow[] {
  const seen = new Set<string>();
  const rows: DailyPriceRow[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [date = '', ...cells] = line.trim().split(',');
    const [open, high, low, close, volume] = cells.map(Number) as [number, number, number, number, number];
    if (date === '' || seen.has(date) || close < low || close > high || open < low || open > high) continue;
    seen.add(date);
    rows.push({ date, open: open * 1000, high: high * 1000, low: low * 1000, close: close * 1000, volume });
  }
  return rows;
}

/** Every series of a set with the index of its first value. */
function seriesWithWarmUp(set: IndicatorSet): [string, Series, number][] {
  return [
    ...MA_PERIODS.flatMap((n): [string, Series, number][] => [
      [`sma${n}`, set.sma[n], WARM_UP.sma(n)],
      [`ema${n}`, set.ema[n], WARM_UP.ema(n)],
    ]),
    ['bollinger.middle', set.bollinger.middle, WARM_UP.bollinger],
    ['bollinger.upper', set.bollinger.upper, WARM_UP.bollinger],
    ['bollinger.lower', set.bollinger.lower, WARM_UP.bollinger],
    ['rsi', set.rsi, WARM_UP.rsi],
    ['macd.line', set.macd.line, WARM_UP.macdLine],
    ['macd.signal', set.macd.signal, WARM_UP.macdSignal],
    ['macd.histogram', set.macd.histogram, WARM_UP.macdSignal],
    ['stochastic.k', set.stochastic.k, WARM_UP.stochasticK],
    ['stochastic.d', set.stochastic.d, WARM_UP.stochasticD],
    ['cci', set.cci, WARM_UP.cci],
    ['williamsR', set.williamsR, WARM_UP.williamsR],
    ['adx.plusDi', set.adx.plusDi, WARM_UP.di],
    ['adx.minusDi', set.adx.minusDi, WARM_UP.di],
    ['adx.adx', set.adx.adx, WARM_UP.adx],
    ['momentum', set.momentum, WARM_UP.momentum],
    ['ichimokuBase', set.ichimokuBase, WARM_UP.ichimokuBase],
    ['hull', set.hull, WARM_UP.hull],
  ];
}

/** Problems found in a set: non-finite values, nulls past warm-up, values outside their range. */
function problems(label: string, set: IndicatorSet): string[] {
  const found: string[] = [];
  for (const [name, series, warmUp] of seriesWithWarmUp(set)) {
    expect(series).toHaveLength(set.bars.length);
    for (const [i, value] of series.entries()) {
      if (value !== null && !Number.isFinite(value)) found.push(`${label} ${name}[${i}] = ${value}`);
      if ((value === null) !== i < warmUp)
        found.push(`${label} ${name}[${i}] = ${value} (warm-up ${warmUp})`);
    }
  }
  const bounded: [string, Series, number, number][] = [
    ['rsi', set.rsi, 0, 100],
    ['stochastic.k', set.stochastic.k, 0, 100],
    ['stochastic.d', set.stochastic.d, 0, 100],
    ['williamsR', set.williamsR, -100, 0],
    ['adx.adx', set.adx.adx, 0, 100],
    ['adx.plusDi', set.adx.plusDi, 0, 100],
    ['adx.minusDi', set.adx.minusDi, 0, 100],
  ];
  for (const [name, series, min, max] of bounded)
    for (const [i, value] of series.entries())
      if (value !== null && (value < min - 1e-9 || value > max + 1e-9))
        found.push(`${label} ${name}[${i}] = ${value}`);
  return found.slice(0, 5);
}

const signalsOf = (summary: TechnicalSummary): string[] =>
  [...summary.movingAverages.votes, ...summary.oscillators.votes].map((vote) => `${vote.key}:${vote.signal}`);

describeWithSharedData('technical indicators on the real VNX price files', () => {
  const files = readdirSync(FOLDER)
    .filter((name) => name.endsWith('.csv'))
    .sort();
  const daily = new Map(files.map((name) => [name, barsFromDailyPrices(readRows(path.join(FOLDER, name)))]));

  it('finds the per-ticker files, nearly all long enough for every daily indicator', () => {
    expect(files.length).toBeGreaterThan(30);
    // SSB has 79 days only: its long averages stay null, which the next test checks too.
    const short = [...daily].filter(([, bars]) => bars.length <= 2 * 200).map(([name]) => name);
    expect(short).toEqual(['SSB.csv']);
  });

  it('gives no NaN, no Infinity, no null past warm-up and in-range oscillators, daily, weekly and monthly', () => {
    const found: string[] = [];
    for (const [name, bars] of daily) {
      for (const [frame, frameBars] of [
        ['day', bars],
        ['week', resampleWeekly(bars)],
        ['month', resampleMonthly(bars)],
      ] as [string, Bar[]][]) {
        const set = computeIndicators(frameBars);
        found.push(...problems(`${name} ${frame}`, set));
        const summary = summarizeIndicators(set);
        const { buy, sell, neutral } = summary.counts;
        if (buy + sell + neutral !== 19 || Math.abs(summary.score) > 1 || !Number.isFinite(summary.score))
          found.push(`${name} ${frame}: summary ${JSON.stringify(summary.counts)} ${summary.score}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('computes every indicator over the 365 zero-volume days of SHB', () => {
    const bars = daily.get('SHB.csv') ?? [];
    const set = computeIndicators(bars);
    const zeroVolume = bars.flatMap((bar, i) => (bar.volume === 0 ? [i] : []));
    expect(zeroVolume.length).toBeGreaterThan(300);
    // Each series past its own warm-up (the zero-volume days are mostly in SHB's first two years).
    const missing = seriesWithWarmUp(set).flatMap(([name, series, warmUp]) =>
      zeroVolume.filter((i) => i >= warmUp && !Number.isFinite(series[i])).map((i) => `${name}[${i}]`),
    );
    expect(missing).toEqual([]);
  });

  it('reads adjusted prices through adjRatio: as-traded prices with ratios give the same votes', () => {
    for (const name of ['FPT.csv', 'VNM.csv', 'HPG.csv', 'SHB.csv']) {
      const rows = readRows(path.join(FOLDER, name));
      // Pretend a 25 % stock dividend halfway: earlier rows traded at adjusted / 0.8, ratio 0.8.
      const half = Math.floor(rows.length / 2);
      const traded = rows.map((row, i) =>
        i < half
          ? {
              ...row,
              open: row.open / 0.8,
              high: row.high / 0.8,
              low: row.low / 0.8,
              close: row.close / 0.8,
              adjRatio: 0.8,
            }
          : row,
      );
      const fromAdjusted = computeIndicators(barsFromDailyPrices(rows));
      const fromTraded = computeIndicators(barsFromDailyPrices(traded));
      for (const index of [half - 1, half, half + 30, rows.length - 1])
        expect({ name, index, signals: signalsOf(summarizeIndicators(fromTraded, index)) }).toEqual({
          name,
          index,
          signals: signalsOf(summarizeIndicators(fromAdjusted, index)),
        });
      const last = rows.length - 1;
      expect(fromTraded.rsi[last]).toBeCloseTo(fromAdjusted.rsi[last] ?? Number.NaN, 6);
      // Without the ratio the "split" is a 20 % jump that the indicators would read as a crash.
      const unadjusted = computeIndicators(
        barsFromDailyPrices(traded.map((row) => ({ ...row, adjRatio: 1 }))),
      );
      expect(unadjusted.momentum[half]).not.toBeCloseTo(fromAdjusted.momentum[half] ?? Number.NaN, 0);
    }
  });

  it('does not change scale-free indicators when every price is scaled (thousand VND vs VND)', () => {
    const rows = readRows(path.join(FOLDER, 'VCB.csv'));
    const vnd = computeIndicators(barsFromDailyPrices(rows));
    const thousand = computeIndicators(barsFromDailyPrices(rows.map((row) => ({ ...row, adjRatio: 0.001 }))));
    const last = rows.length - 1;
    for (const key of ['rsi', 'cci', 'williamsR'] as const)
      expect(thousand[key][last]).toBeCloseTo(vnd[key][last] ?? Number.NaN, 6);
    expect(thousand.adx.adx[last]).toBeCloseTo(vnd.adx.adx[last] ?? Number.NaN, 6);
    expect(signalsOf(summarizeIndicators(thousand))).toEqual(signalsOf(summarizeIndicators(vnd)));
  });
});
