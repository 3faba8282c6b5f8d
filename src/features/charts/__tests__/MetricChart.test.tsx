/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Chart } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { MetricChart } from '../components/MetricChart';
import { exportChartImage } from '../export/chartImage';
import {
  displayValue,
  formatDisplayValue,
  formatPeriodLabel,
  metricName,
  unitLabel,
  valueDecimals,
} from '../options/display';
import { chartInput, metric, Q1_2024, Q2_2024, seriesData } from './optionsFixtures';

// jsdom's CSS object lacks supports(), which Highcharts calls while loading.
const css = (window as unknown as { CSS?: Record<string, unknown> }).CSS;
if (typeof css?.supports !== 'function') {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { ...css, supports: () => false, escape: (text: string) => text },
  });
}

// The data table (antd Table) measures itself with ResizeObserver, which jsdom lacks.
installSelectDomShims();

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
    // A pixel height is the chart area's; "Xem bảng số liệu" comes below it.
    expect(root.firstElementChild).toHaveStyle({ height: '320px' });
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

  it('is described for screen readers in Vietnamese, its points reachable by keyboard', async () => {
    const onChartReady = jest.fn<undefined, [Chart]>();
    render(<MetricChart {...input} periodType="quarter" onChartReady={onChartReady} />);
    await waitFor(() => {
      expect(onChartReady).toHaveBeenCalled();
    });
    const chart = onChartReady.mock.calls[0]?.[0];
    expect(chart?.options.accessibility?.enabled).toBe(true);
    expect(chart?.options.accessibility?.keyboardNavigation?.enabled).toBe(true);
    // The accessibility module is loaded: the chart has its screen-reader section, in Vietnamese.
    const root = screen.getByTestId('metric-chart');
    const before = root.querySelector('[id^="highcharts-screen-reader-region-before"]');
    expect(before?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent).toBe(`Biểu đồ ${input.title ?? ''}`);
    expect(before?.textContent).toContain(`Biểu đồ ${input.title ?? ''} thể hiện`);
    // The chart's region is named after it, not "Biểu đồ" like every other chart.
    expect(
      within(root).getByRole('region', { name: `Biểu đồ ${input.title ?? ''} (tương tác)` }),
    ).toBeInTheDocument();
  });

  it('shows the plotted figures as a table from "Xem bảng số liệu", a keyboard-reachable disclosure', async () => {
    render(<MetricChart {...input} periodType="quarter" />);
    const button = screen.getByRole('button', { name: 'Xem bảng số liệu' });
    // A native button: Enter and Space activate it; it is in the tab order.
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const regionId = button.getAttribute('aria-controls') ?? '';
    const region = document.getElementById(regionId);
    expect(region).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Ẩn bảng số liệu');
    const table = await within(region as HTMLElement).findByRole('table');
    expect(region).toBeVisible();

    // Expected cells from the same input series, through the chart's own display rules.
    const periods = [Q1_2024, Q2_2024].map((ms) => formatPeriodLabel(ms, 'quarter'));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Chỉ tiêu', ...periods]);
    for (const item of input.metrics) {
      const data = input.series[`${item.kind}:${item.id}`];
      const rowHeader = within(table).getByRole('rowheader', { name: metricName(item, data) });
      const cells = within(rowHeader.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      const expected = (data?.points ?? []).map(([, y]) =>
        formatDisplayValue(
          displayValue(y, data?.valueKind, input.unit),
          unitLabel(data, input.unit),
          valueDecimals(data),
        ),
      );
      expect(cells).toEqual(expected);
    }
  });
});
