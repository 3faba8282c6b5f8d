/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { GROSS_MARGIN, NET_PROFIT, REVENUE, ROE, TOTAL_ASSETS } from './fixtures';
import { api, chartMetrics, clearAll, installChartServer, metricTag, renderScreen } from './harness';

jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('./MetricChartStub')>('./MetricChartStub'),
);
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => null,
}));

installChartServer();

describe('FinancialChartScreen', () => {
  it('loads the chips and opens with a money metric as columns and a margin as a line', async () => {
    renderScreen();
    expect(await screen.findByRole('radio', { name: 'Kết quả kinh doanh' })).toBeInTheDocument();
    expect(screen.getByText('Cân đối kế toán')).toBeInTheDocument();
    expect(metricTag(REVENUE.name)).toHaveAttribute('aria-checked', 'true');
    expect(metricTag(GROSS_MARGIN.name)).toHaveAttribute('aria-checked', 'true');
    expect(metricTag(ROE.name)).toHaveAttribute('aria-checked', 'false');

    await waitFor(() => {
      expect(chartMetrics()).toEqual([
        { key: REVENUE.key, color: SERIES_PALETTE[0], seriesType: 'column', axis: '0', hasData: 'true' },
        { key: GROSS_MARGIN.key, color: SERIES_PALETTE[1], seriesType: 'line', axis: '1', hasData: 'true' },
      ]);
    });
    expect(api.chartRequests).toEqual(
      expect.arrayContaining([
        { accountId: REVENUE.key, period: 'quarter' },
        { accountId: GROSS_MARGIN.key, period: 'quarter' },
      ]),
    );
    expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-unit', 'billion');
  });

  it('adds a metric with the next palette colour and removes it on a second toggle', async () => {
    const { store } = renderScreen();
    await clearAll();

    fireEvent.click(metricTag(ROE.name));
    await waitFor(() => {
      expect(chartMetrics()).toEqual([
        { key: ROE.key, color: SERIES_PALETTE[0], seriesType: 'line', axis: '1', hasData: 'true' },
      ]);
    });
    expect(api.chartRequests).toContainEqual({ accountId: ROE.key, period: 'quarter' });
    expect(metricTag(ROE.name)).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(metricTag(NET_PROFIT.name));
    await waitFor(() => {
      expect(chartMetrics().map((metric) => [metric.key, metric.color, metric.seriesType])).toEqual([
        [ROE.key, SERIES_PALETTE[0], 'line'],
        [NET_PROFIT.key, SERIES_PALETTE[1], 'column'],
      ]);
    });

    fireEvent.click(metricTag(ROE.name));
    await waitFor(() => {
      expect(chartMetrics().map((metric) => metric.key)).toEqual([NET_PROFIT.key]);
    });
    expect(metricTag(ROE.name)).toHaveAttribute('aria-checked', 'false');
    expect(store.getState().chart.financeChartMetric.map((metric) => metric.id)).toEqual([NET_PROFIT.key]);
  });

  it('asks again with period=year when "Năm" is chosen', async () => {
    renderScreen();
    await waitFor(() => {
      expect(chartMetrics()).toHaveLength(2);
    });
    fireEvent.click(screen.getByText('Năm'));
    await waitFor(() => {
      expect(api.chartRequests).toEqual(
        expect.arrayContaining([
          { accountId: REVENUE.key, period: 'year' },
          { accountId: GROSS_MARGIN.key, period: 'year' },
        ]),
      );
    });
    await waitFor(() => {
      expect(chartMetrics().every((metric) => metric.hasData === 'true')).toBe(true);
    });
  });

  it('keeps exactly one range active', async () => {
    const { store } = renderScreen();
    await waitFor(() => {
      expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-range', 'All');
    });
    const ranges = screen.getByRole('radiogroup', { name: 'Khoảng thời gian' });
    const checked = () =>
      within(ranges)
        .getAllByRole('radio', { checked: true })
        .map((radio) => radio.closest('label')?.textContent);
    expect(checked()).toEqual(['Tất cả']);
    fireEvent.click(within(ranges).getByText('5 năm'));
    await waitFor(() => {
      expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-range', '5Y');
    });
    expect(store.getState().chart.financeRange).toBe('5Y');
    fireEvent.click(within(ranges).getByText('3 năm'));
    await waitFor(() => {
      expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-range', '3Y');
    });
    expect(checked()).toEqual(['3 năm']);
  });

  it('changes a metric series type from the legend and shares the unit with the finance tables', async () => {
    const { store } = renderScreen();
    await waitFor(() => {
      expect(chartMetrics()).toHaveLength(2);
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: `Kiểu biểu đồ của ${REVENUE.name}` }));
    fireEvent.click(await screen.findByTitle('Miền'));
    await waitFor(() => {
      expect(chartMetrics()[0]?.seriesType).toBe('area');
    });
    fireEvent.click(screen.getByText('Triệu đồng'));
    expect(store.getState().enterprise.unit).toBe('million');
    expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-unit', 'million');
  });

  it('switches chips and opens the chart enlarged in a modal', async () => {
    const { store } = renderScreen();
    await waitFor(() => {
      expect(chartMetrics()).toHaveLength(2);
    });
    fireEvent.click(screen.getByText('Cân đối kế toán'));
    expect(await screen.findByRole('group', { name: 'Chỉ tiêu nhóm Cân đối kế toán' })).toBeInTheDocument();
    expect(store.getState().chart.selectedChipId).toBe('balance');
    fireEvent.click(metricTag(TOTAL_ASSETS.name));
    await waitFor(() => {
      expect(chartMetrics().map((metric) => metric.key)).toContain(TOTAL_ASSETS.key);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Phóng to biểu đồ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Biểu đồ tài chính TCB')).toBeInTheDocument();
    expect(within(dialog).getByTestId('metric-chart')).toHaveAttribute('data-height', '70vh');
    expect(store.getState().chart.isExpandChartInModal).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => {
      expect(store.getState().chart.isExpandChartInModal).toBe(false);
    });
  });
});
