/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { CHART_MESSAGES } from '@/common/contracts/charts';
import { sealEnvelope } from '@/server/http/envelope';
import { chipsResponse, GROSS_MARGIN, GROSS_PROFIT, NET_PROFIT, PE, REVENUE, ROA, ROE } from './fixtures';
import { api, chartMetrics, installChartServer, metricTag, renderScreen } from './harness';

jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('./MetricChartStub')>('./MetricChartStub'),
);
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => null,
}));

installChartServer();

describe('FinancialChartScreen: plans, limits and errors', () => {
  it('refuses a 7th metric with the chart limit message', async () => {
    const { store } = renderScreen('PRO');
    await waitFor(() => {
      expect(chartMetrics()).toHaveLength(2);
    });
    for (const metric of [GROSS_PROFIT, NET_PROFIT, ROE, ROA]) fireEvent.click(metricTag(metric.name));
    await waitFor(() => {
      expect(chartMetrics()).toHaveLength(6);
    });
    fireEvent.click(metricTag(PE.name));
    expect(await screen.findByText(CHART_MESSAGES.tooManyMetrics)).toBeInTheDocument();
    expect(metricTag(PE.name)).toHaveAttribute('aria-checked', 'false');
    expect(store.getState().chart.financeChartMetric).toHaveLength(6);
    expect(api.chartRequests.some((request) => request.accountId === PE.key)).toBe(false);
  });

  it('shows the lock panel to a guest without asking for chips', async () => {
    renderScreen('guest');
    // A free account opens the financial chart: the guest is offered the free registration (issue 28).
    expect(await screen.findByText('Nội dung dành cho thành viên')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toBeInTheDocument();
    // The lock says what the chart would show, for the ticker on screen (issue 29).
    expect(
      screen.getByText(/^Biểu đồ các chỉ tiêu báo cáo tài chính và chỉ số tài chính của [A-Z0-9]+ theo quý/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toBeNull();
    expect(screen.queryByTestId('metric-chart')).toBeNull();
    expect(api.chartRequests).toHaveLength(0);
  });

  it('limits a free account to 2 metrics with the upgrade notice', async () => {
    const { store } = renderScreen(null);
    await waitFor(() => {
      expect(chartMetrics()).toHaveLength(2);
    });
    expect(screen.getByText(/vẽ được tối đa 2 chỉ tiêu cùng lúc/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
    fireEvent.click(metricTag(ROE.name));
    expect(await screen.findByText('Gói của bạn cho phép tối đa 2 chỉ tiêu mỗi biểu đồ')).toBeInTheDocument();
    expect(store.getState().chart.financeChartMetric).toHaveLength(2);

    // Removing one frees a place.
    fireEvent.click(screen.getByRole('button', { name: `Bỏ ${GROSS_MARGIN.name}` }));
    fireEvent.click(metricTag(ROE.name));
    await waitFor(() => {
      expect(chartMetrics().map((metric) => metric.key)).toEqual([REVENUE.key, ROE.key]);
    });
  });

  it('shows an error with a retry when the chips cannot be loaded', async () => {
    api.chipsAnswer = () =>
      HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 });
    renderScreen();
    expect(await screen.findByText('Không tải được danh sách chỉ tiêu')).toBeInTheDocument();
    api.chipsAnswer = () => HttpResponse.json({ hashCode: sealEnvelope(chipsResponse()) });
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByRole('radio', { name: 'Kết quả kinh doanh' })).toBeInTheDocument();
  });

  it('names the metric whose figures failed and keeps drawing the others', async () => {
    api.failingMetric = GROSS_MARGIN.key;
    renderScreen();
    expect(
      await screen.findByText(/Không tải được số liệu của chỉ tiêu Biên lợi nhuận gộp/),
    ).toBeInTheDocument();
    expect(chartMetrics().find((metric) => metric.key === REVENUE.key)?.hasData).toBe('true');
  });
});
