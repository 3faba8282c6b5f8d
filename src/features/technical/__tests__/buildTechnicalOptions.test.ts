import type { Options, Point, SeriesOptionsType, YAxisOptions } from 'highcharts';
import { bollinger, macd, OSCILLATOR_PARAMS, rsi, sma, stochastic, WARM_UP } from '@/common/technical';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { subtractMonthsUtc } from '@/features/charts/options/display';
import { buildTechnicalOptions, type TechnicalChartInput } from '../charts/buildTechnicalOptions';
import { paneLayout, technicalChartHeight, type TechnicalPane } from '../charts/layout';
import { CANDLE_COLORS, indicatorPoints } from '../charts/technicalSeries';
import { formatPrice, formatVolume } from '../charts/tooltip';
import { dailyBars } from './fixtures';

const BARS = dailyBars(300);
const CLOSE = BARS.map((bar) => bar.close);

function build(input: Partial<TechnicalChartInput> = {}): Options {
  return buildTechnicalOptions({ bars: BARS, overlays: {}, panes: [], range: 'All', ...input });
}

type AnySeries = SeriesOptionsType & { id?: string; yAxis?: string; data?: unknown[]; linkedTo?: string };

function seriesOf(options: Options): AnySeries[] {
  return (options.series ?? []) as AnySeries[];
}

function series(options: Options, id: string): AnySeries {
  const found = seriesOf(options).find((item) => item.id === id);
  if (!found) throw new Error(`no series ${id}`);
  return found;
}

function axes(options: Options): YAxisOptions[] {
  return options.yAxis as YAxisOptions[];
}

const percent = (value: unknown): number => Number(String(value).replace('%', ''));

/** The y-axes as [id, top, height] in percent. */
function boxes(options: Options): [string | undefined, number, number][] {
  return axes(options).map((axis) => [axis.id, percent(axis.top), percent(axis.height)]);
}

function expectStacked(options: Options): void {
  const list = boxes(options);
  let top = 0;
  for (const [, boxTop, height] of list) {
    expect(boxTop).toBeCloseTo(top, 10);
    top += height;
  }
  expect(top).toBeCloseTo(100, 10);
}

describe('buildTechnicalOptions: price and volume', () => {
  it('draws candles (up green, down red) and volume in its own pane below, aligned with the bars', () => {
    const options = build();
    expect(seriesOf(options).map((item) => [item.type, item.id, item.yAxis])).toEqual([
      ['candlestick', 'price', 'axis-price'],
      ['column', 'volume', 'axis-volume'],
    ]);
    const price = series(options, 'price') as AnySeries & Record<string, unknown>;
    expect(price.upColor).toBe(CANDLE_COLORS.up);
    expect(price.color).toBe(CANDLE_COLORS.down);
    expect(CANDLE_COLORS).toEqual({ up: TECHNICAL_SIGNAL_COLORS.buy, down: TECHNICAL_SIGNAL_COLORS.sell });
    expect(price.data).toHaveLength(BARS.length);
    expect(price.data?.[5]).toEqual([
      BARS[5]?.time,
      BARS[5]?.open,
      BARS[5]?.high,
      BARS[5]?.low,
      BARS[5]?.close,
    ]);

    const volume = series(options, 'volume').data as { x: number; y: number; color: string }[];
    expect(volume).toHaveLength(BARS.length);
    BARS.forEach((bar, index) => {
      expect(volume[index]).toEqual({
        x: bar.time,
        y: bar.volume,
        color: bar.close >= bar.open ? CANDLE_COLORS.up : CANDLE_COLORS.down,
      });
    });
    expect(boxes(options)).toEqual([
      ['axis-price', 0, 78],
      ['axis-volume', 78, 22],
    ]);
    expectStacked(options);
  });

  it('turns off navigator, range selector, scrollbar, data grouping and the export button', () => {
    const options = build();
    expect(options.navigator?.enabled).toBe(false);
    expect(options.rangeSelector?.enabled).toBe(false);
    expect(options.scrollbar?.enabled).toBe(false);
    expect(options.exporting?.enabled).toBe(false);
    expect(options.plotOptions?.series?.dataGrouping).toEqual({ enabled: false });
    expect(options.chart?.height).toBe(technicalChartHeight(0));
  });

  it('starts the x-axis at the range before the last bar, or shows everything', () => {
    const last = BARS[BARS.length - 1]?.time ?? 0;
    expect((build({ range: '6M' }).xAxis as { min: number | null }).min).toBe(subtractMonthsUtc(last, 6));
    expect((build({ range: 'All' }).xAxis as { min: number | null }).min).toBeNull();
    // 300 trading days are shorter than 3 years: everything.
    expect((build({ range: '3Y' }).xAxis as { min: number | null }).min).toBeNull();
  });
});

describe('buildTechnicalOptions: overlays', () => {
  it('puts each moving average on the price pane, computed by src/common/technical, without warm-up', () => {
    const options = build({ overlays: { sma: [20, 50], ema: [20] } });
    expect(seriesOf(options).map((item) => item.id)).toEqual([
      'price',
      'sma-20',
      'sma-50',
      'ema-20',
      'volume',
    ]);
    for (const id of ['sma-20', 'sma-50', 'ema-20']) expect(series(options, id).yAxis).toBe('axis-price');

    const sma20 = series(options, 'sma-20').data as [number, number | null][];
    expect(sma20).toHaveLength(BARS.length - WARM_UP.sma(20));
    expect(sma20[0]).toEqual([BARS[WARM_UP.sma(20)]?.time, sma(CLOSE, 20)[WARM_UP.sma(20)]]);
    expect(sma20[sma20.length - 1]?.[0]).toBe(BARS[BARS.length - 1]?.time);
    expect(sma20.every(([, value]) => value !== null)).toBe(true);
    expect(series(options, 'sma-50').data).toHaveLength(BARS.length - WARM_UP.sma(50));
    expect(series(options, 'ema-20').name).toBe('EMA 20');
  });

  it('draws Bollinger bands as three lines with one legend entry', () => {
    const options = build({ overlays: { bollinger: true } });
    const bands = bollinger(CLOSE, 20, 2);
    const ids = ['bb-upper', 'bb-middle', 'bb-lower'];
    expect(seriesOf(options).map((item) => item.id)).toEqual(['price', ...ids, 'volume']);
    expect(ids.map((id) => series(options, id).linkedTo)).toEqual([undefined, 'bb-upper', 'bb-upper']);
    const upper = series(options, 'bb-upper').data as [number, number][];
    expect(upper[0]).toEqual([BARS[WARM_UP.bollinger]?.time, bands.upper[WARM_UP.bollinger]]);
  });

  it('leaves out leading nulls only; a later gap stays null', () => {
    expect(indicatorPoints(BARS.slice(0, 4), [null, 1, null, 3])).toEqual([
      [BARS[1]?.time, 1],
      [BARS[2]?.time, null],
      [BARS[3]?.time, 3],
    ]);
    expect(indicatorPoints(BARS.slice(0, 2), [null, null])).toEqual([]);
  });
});

describe('buildTechnicalOptions: oscillator panes', () => {
  it('adds RSI in its own pane with the 30 / 70 lines', () => {
    const options = build({ panes: ['rsi'] });
    const axis = axes(options).find((item) => item.id === 'axis-rsi');
    expect(axis).toMatchObject({ min: 0, max: 100 });
    expect(axis?.plotLines?.map((line) => line.value)).toEqual([30, 70]);
    const line = series(options, 'rsi');
    expect(line.yAxis).toBe('axis-rsi');
    const values = rsi(CLOSE, OSCILLATOR_PARAMS.rsi);
    const data = line.data as [number, number][];
    expect(data).toHaveLength(BARS.length - WARM_UP.rsi);
    expect(data[0]).toEqual([BARS[WARM_UP.rsi]?.time, values[WARM_UP.rsi]]);
    expect(boxes(options)).toEqual([
      ['axis-price', 0, 56],
      ['axis-volume', 56, 16],
      ['axis-rsi', 72, 28],
    ]);
    expect(options.chart?.height).toBe(technicalChartHeight(1));
  });

  it('draws MACD line, signal and histogram with a zero line', () => {
    const options = build({ panes: ['macd'] });
    const m = macd(CLOSE, 12, 26, 9);
    expect(['macd-histogram', 'macd-line', 'macd-signal'].map((id) => series(options, id).yAxis)).toEqual([
      'axis-macd',
      'axis-macd',
      'axis-macd',
    ]);
    expect(series(options, 'macd-histogram').type).toBe('column');
    expect((series(options, 'macd-line').data as unknown[])[0]).toEqual([
      BARS[WARM_UP.macdLine]?.time,
      m.line[WARM_UP.macdLine],
    ]);
    expect(series(options, 'macd-signal').data).toHaveLength(BARS.length - WARM_UP.macdSignal);
    expect(series(options, 'macd-histogram').data).toHaveLength(BARS.length - WARM_UP.macdSignal);
    const axis = axes(options).find((item) => item.id === 'axis-macd');
    expect(axis?.plotLines?.map((line) => line.value)).toEqual([0]);
  });

  it('draws stochastic %K and %D with the 20 / 80 lines', () => {
    const options = build({ panes: ['stochastic'] });
    const st = stochastic(BARS, 14, 3, 3);
    const k = series(options, 'stochastic-k').data as [number, number][];
    expect(k[0]).toEqual([BARS[WARM_UP.stochasticK]?.time, st.k[WARM_UP.stochasticK]]);
    expect(series(options, 'stochastic-d').data).toHaveLength(BARS.length - WARM_UP.stochasticD);
    const axis = axes(options).find((item) => item.id === 'axis-stochastic');
    expect(axis?.plotLines?.map((line) => line.value)).toEqual([20, 80]);
  });

  it('stacks every pane in a fixed order with heights adding up to 100%', () => {
    const cases: TechnicalPane[][] = [
      [],
      ['macd'],
      ['stochastic', 'rsi'],
      ['stochastic', 'macd', 'rsi', 'rsi'],
    ];
    for (const panes of cases) {
      const options = build({ panes, overlays: { sma: [20], bollinger: true } });
      expectStacked(options);
      const expected = ['rsi', 'macd', 'stochastic'].filter((pane) => panes.includes(pane as TechnicalPane));
      expect(axes(options).map((axis) => axis.id)).toEqual([
        'axis-price',
        'axis-volume',
        ...expected.map((pane) => `axis-${pane}`),
      ]);
      expect(paneLayout(panes).reduce((sum, box) => sum + box.height, 0)).toBe(100);
    }
  });
});

describe('buildTechnicalOptions: tooltip', () => {
  type Formatter = (this: Point) => string;

  function tooltipOf(options: Options): Formatter {
    return options.tooltip?.formatter as unknown as Formatter;
  }

  const candle = {
    x: Date.UTC(2024, 2, 5),
    open: 25_100,
    high: 25_600,
    low: 24_900,
    close: 25_350,
    color: CANDLE_COLORS.up,
    series: { name: 'Giá', type: 'candlestick', options: { id: 'price' } },
  };
  const volume = {
    x: Date.UTC(2024, 2, 5),
    y: 1_234_567,
    color: CANDLE_COLORS.up,
    series: { name: 'Khối lượng', type: 'column', options: { id: 'volume', custom: { format: 'integer' } } },
  };
  const rsiPoint = {
    x: Date.UTC(2024, 2, 5),
    y: 61.234,
    color: '#9467bd',
    series: { name: 'RSI (14)', type: 'line', options: { id: 'rsi' } },
  };

  it('reads in Vietnamese: date, open / high / low / close, volume and indicators', () => {
    const context = { x: candle.x, points: [candle, volume, rsiPoint] } as unknown as Point;
    const html = tooltipOf(build()).call(context);
    expect(html).toContain('2024-03-05');
    expect(html).toContain('Mở cửa: <b>25,100</b>');
    expect(html).toContain('Cao nhất: <b>25,600</b>');
    expect(html).toContain('Thấp nhất: <b>24,900</b>');
    expect(html).toContain('Đóng cửa: <b>25,350</b>');
    expect(html).toContain('Khối lượng: <b>1,234,567</b>');
    expect(html).toContain('RSI (14): <b>61.23</b>');
  });

  it('heads weekly and monthly bars with their period', () => {
    const context = { x: candle.x, points: [candle] } as unknown as Point;
    expect(tooltipOf(build({ resolution: 'week' })).call(context)).toContain('Tuần 2024-03-05');
    expect(tooltipOf(build({ resolution: 'month' })).call(context)).toContain('Tháng 2024-03');
  });
});

describe('axis labels', () => {
  it('reads prices with thousands separators and volumes in triệu / tỷ', () => {
    expect(formatPrice(25_350.4)).toBe('25,350');
    expect(formatPrice(25.354)).toBe('25.35');
    expect(formatPrice(null)).toBe('-');
    expect(formatVolume(850_000)).toBe('850,000');
    expect(formatVolume(1_540_000)).toBe('1.5 tr');
    expect(formatVolume(2_100_000_000)).toBe('2.1 tỷ');
  });

  it('ticks RSI at 30 / 70 and stochastic at 20 / 80, hiding the labels where panes touch', () => {
    const options = build({ panes: ['rsi', 'stochastic'] });
    const byId = (id: string) => axes(options).find((axis) => axis.id === id);
    expect(byId('axis-rsi')?.tickPositions).toEqual([0, 30, 70, 100]);
    expect(byId('axis-stochastic')?.tickPositions).toEqual([0, 20, 80, 100]);
    expect(byId('axis-rsi')).toMatchObject({ showFirstLabel: false, showLastLabel: false });
    expect(byId('axis-price')?.showLastLabel).toBeUndefined();
  });
});
