/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { Chart } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { MetricChart } from '../components/MetricChart';
import { exportChartImage } from '../export/chartImage';
import { chartInput, metric, Q1_2024, Q2_2024, seriesData } from './optionsFixtures';

// jsdom's CSS object lacks supports(), which Highcharts calls while loading.
const css = (window as unknown as { CSS?: Record<string, unknown> }).CSS;
if (typeof css?.supports !== 'function') {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { ...css, supports: () => false, escape: (text: string) => text },
  });
}

const input = chartInput({
  title: 'Hiệu quả',
  metrics: [
    metric('REV', { kind: 'statement', name: 'Doanh thu', seriesType: 'column', color: '#ff0000' }),
    metric('ROE', { axis: AxisSlot.RIGHT_1, color: '#00ff00' }),
  ],
  series: {
    'statement:REV': seriesData('statement:REV', 'money', [
      [Q1_2024, 10e9],
      [Q2_2024, 12e9],
    ]),
    'ratio:ROE': seriesData('ratio:ROE', 'percent', [
      [Q1_2024, 0.1],
      [Q2_2024, 0.12],
    ]),
  },
});

describe('MetricChart', () => {
  it('shows a skeleton, then draws the chart and hands it over', async () => {
    const onChartReady = jest.fn<undefined, [Chart]>();
    renderWithStore(<MetricChart {...input} height={320} className="cell" onChartReady={onChartReady} />);
    const root = screen.getByTestId('metric-chart');
    expect(root).toHaveClass('cell');
    expect(root).toHaveStyle({ height: '320px' });
    expect(within(root).getByRole('status', { name: 'Đang tải biểu đồ' })).toBeInTheDocument();

    await waitFor(() => {
      expect(onChartReady).toHaveBeenCalled();
    });
    const chart = onChartReady.mock.calls[0]?.[0];
    expect(chart?.series.map((series) => [series.name, series.type, series.points.length])).toEqual([
      ['Doanh thu', 'column', 2],
      ['ROE', 'line', 2],
    ]);
    // The exporting module is loaded: images can be exported in the browser.
    expect((chart as unknown as { exporting?: unknown }).exporting).toBeDefined();
    expect(within(root).queryByRole('status', { name: 'Đang tải biểu đồ' })).toBeNull();
    // HighchartsReact's own div (containerProps) fills the root, so the chart fills a grid cell.
    expect(root.querySelector('.highcharts-container')?.parentElement).toHaveStyle({ height: '100%' });
  });

  it('updates the drawn chart when the unit or range changes', async () => {
    const onChartReady = jest.fn<undefined, [Chart]>();
    // Plain render: renderWithStore's rerender would drop the providers and remount the chart.
    const { rerender } = render(<MetricChart {...input} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(onChartReady).toHaveBeenCalled();
    });
    const chart = onChartReady.mock.calls[0]?.[0];
    expect(chart?.series[0]?.points.map((point) => point.y)).toEqual([10, 12]);
    rerender(<MetricChart {...input} unit="million" range="3M" onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(chart?.series[0]?.points.map((point) => point.y)).toEqual([10_000, 12_000]);
    });
    expect(chart?.xAxis[0]?.options.min).toBe(Date.UTC(2024, 2, 30));
    // Back to All and fixed, then automatic: stale extremes must not survive chart.update.
    rerender(<MetricChart {...input} isAutoAxis={false} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(chart?.yAxis[0]?.options.max).toBe(12);
    });
    expect(chart?.xAxis[0]?.options.min).toBeNull();
    rerender(<MetricChart {...input} title={undefined} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(chart?.yAxis[0]?.options.max).toBeNull();
    });
    expect(chart?.options.title?.text).toBeUndefined();
    expect(onChartReady).toHaveBeenCalledTimes(1);
  });

  it('says there is no data when no metric has figures', async () => {
    const onChartReady = jest.fn<undefined, [Chart]>();
    renderWithStore(<MetricChart {...chartInput()} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(onChartReady).toHaveBeenCalled();
    });
    expect(screen.getByTestId('metric-chart')).toHaveTextContent('Chưa có dữ liệu');
  });

  it('exports the drawn chart as SVG in the browser, without any request', async () => {
    const onChartReady = jest.fn<undefined, [Chart]>();
    render(<MetricChart {...input} onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(onChartReady).toHaveBeenCalled();
    });
    const downloads: Array<[string, string]> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push([this.download, this.href]);
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const chart = onChartReady.mock.calls[0]?.[0];
    if (!chart) throw new Error('no chart');
    await exportChartImage(chart, 'svg', 'bieu-do');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.[0]).toBe('bieu-do.svg');
    expect(decodeURIComponent(downloads[0]?.[1] ?? '')).toMatch(/^data:image\/svg\+xml.*<svg.*Doanh thu/s);
    expect(fetchSpy).not.toHaveBeenCalled();
    click.mockRestore();
    fetchSpy.mockRestore();
  });
});
