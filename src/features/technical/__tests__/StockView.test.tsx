/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, waitFor } from '@testing-library/react';
import type { Chart } from 'highcharts';
import { buildTechnicalOptions, type TechnicalChartInput } from '../charts/buildTechnicalOptions';
import { StockView } from '../components/StockView';
import { dailyBars } from './fixtures';

// jsdom's CSS object lacks supports(), which Highcharts calls while loading.
const css = (window as unknown as { CSS?: Record<string, unknown> }).CSS;
if (typeof css?.supports !== 'function') {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { ...css, supports: () => false, escape: (text: string) => text },
  });
}

const BARS = dailyBars(1200);

function options(input: Partial<TechnicalChartInput> = {}) {
  return buildTechnicalOptions({ bars: BARS, overlays: { sma: [20] }, panes: [], range: '1Y', ...input });
}

describe('StockView with Highcharts Stock', () => {
  it('draws candles, volume and panes, and takes a pane away on update', async () => {
    const onChartReady = jest.fn<undefined, [Chart]>();
    const { rerender } = render(
      <StockView options={options({ panes: ['rsi', 'macd'] })} onChartReady={onChartReady} />,
    );
    await waitFor(() => {
      expect(onChartReady).toHaveBeenCalled();
    });
    const chart = onChartReady.mock.calls[0]?.[0];
    if (!chart) throw new Error('no chart');
    // More than 1,000 volume points as objects: no turbo-threshold error, and no data grouping.
    expect(
      chart.series.map((series) => [
        series.options.id,
        series.type,
        (series.options as { data?: unknown[] }).data?.length,
      ]),
    ).toEqual([
      ['price', 'candlestick', BARS.length],
      ['sma-20', 'line', BARS.length - 19],
      ['volume', 'column', BARS.length],
      ['rsi', 'line', BARS.length - 14],
      ['macd-histogram', 'column', BARS.length - 33],
      ['macd-line', 'line', BARS.length - 25],
      ['macd-signal', 'line', BARS.length - 33],
    ]);
    expect(chart.series.some((series) => (series as { hasGroupedData?: boolean }).hasGroupedData)).toBe(
      false,
    );
    expect(chart.yAxis.map((axis) => axis.options.id)).toEqual([
      'axis-price',
      'axis-volume',
      'axis-rsi',
      'axis-macd',
    ]);
    expect(chart.xAxis[0]?.min).toBe((options().xAxis as { min: number }).min);

    rerender(<StockView options={options({ panes: ['macd'] })} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(chart.yAxis.map((axis) => axis.options.id)).toEqual(['axis-price', 'axis-volume', 'axis-macd']);
    });
    expect(chart.series.some((series) => series.options.id === 'rsi')).toBe(false);

    // Back to everything: the explicit null min lets the axis reach the first bar again.
    rerender(<StockView options={options({ panes: ['macd'], range: 'All' })} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(chart.xAxis[0]?.min).toBe(BARS[0]?.time);
    });
  });
});
