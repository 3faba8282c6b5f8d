import type { YAxisOptions } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { PRICE_CHART_METRICS, priceChartSeries } from '@/features/overview/priceChart';
import { buildChartOptions } from '../options/buildChartOptions';
import { chartInput, metric, Q1_2024, Q2_2024, seriesData } from './optionsFixtures';

function yAxesOf(input: Parameters<typeof buildChartOptions>[0]): YAxisOptions[] {
  return buildChartOptions(input).yAxis as YAxisOptions[];
}

const BARS: Array<[number, number, number, number, number, number]> = [
  [Q1_2024, 25_000, 25_500, 24_800, 25_300, 9_000_000],
  [Q2_2024, 25_300, 26_000, 25_100, 25_900, 12_000_000],
];

describe('price and volume panes', () => {
  it("the overview's 'Tất cả' price chart draws the volume bars in a pane below the price line", () => {
    const axes = yAxesOf(
      chartInput({ metrics: PRICE_CHART_METRICS, series: priceChartSeries(BARS), range: 'All' }),
    );
    const price = axes[AxisSlot.LEFT_1]!;
    const volume = axes[AxisSlot.RIGHT_1]!;
    expect([price.top, price.height]).toEqual(['0%', '70%']);
    expect([volume.top, volume.height]).toEqual(['74%', '26%']);
    // The panes do not overlap: the price pane ends above the volume pane's top.
    expect(parseFloat(String(price.height))).toBeLessThan(parseFloat(String(volume.top)));
  });

  it('fixed axes leave the volume pane on its own scale and the price axes on the prices', () => {
    const axes = yAxesOf(
      chartInput({ metrics: PRICE_CHART_METRICS, series: priceChartSeries(BARS), isAutoAxis: false }),
    );
    expect([axes[0]?.min, axes[0]?.max]).toEqual([0, 25_900]);
    expect([axes[1]?.min, axes[1]?.max]).toEqual([null, null]);
  });

  it('a chart without volume spans the whole plot (also after volume is removed)', () => {
    const axes = yAxesOf(
      chartInput({
        metrics: [metric('ROE'), metric('PE', { axis: AxisSlot.RIGHT_1 })],
        series: {
          'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.2]]),
          'ratio:PE': seriesData('ratio:PE', 'times', [[Q1_2024, 8]]),
        },
      }),
    );
    expect(axes.map((axis) => [axis.top, axis.height])).toEqual(Array(4).fill(['0%', '100%']));
  });
});
