import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ChartPeriodType } from '@/common/contracts/financeChart';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { FinancialChartScreen } from '../components/FinancialChartScreen';
import { account, chipsResponse, seriesResponse } from './fixtures';

/**
 * Shared set-up of the financial chart screen tests: the browser shims, an msw server answering the
 * chips and each metric's figures as { hashCode } (the data endpoints' encoding), and DOM helpers.
 * The test files mock MetricChart themselves (jest.mock is hoisted per file).
 */

installSelectDomShims();
// Two cores shared with other suites: the first render of a file can take seconds.
configure({ asyncUtilTimeout: 10000 });
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const chipsOk = () => HttpResponse.json({ hashCode: sealEnvelope(chipsResponse()) });

export const api = {
  /** Every figures request, in order. */
  chartRequests: [] as { accountId: string | null; period: string | null }[],
  chipsAnswer: chipsOk as () => Response,
  /** A metric key whose figures answer 500. */
  failingMetric: null as string | null,
};

/** Starts the msw server for the file and resets it after each test. */
export function installChartServer(): void {
  const server = setupServer(
    http.get('*/api/enterprise/v2/finance-chip', () => api.chipsAnswer()),
    http.get('*/api/enterprise/v2/finance-chart', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const accountId = params.get('accountId');
      const period = params.get('period');
      api.chartRequests.push({ accountId, period });
      if (accountId === api.failingMetric) {
        return HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 });
      }
      const answer = seriesResponse(accountId ?? '', (period ?? 'quarter') as ChartPeriodType);
      return HttpResponse.json({ hashCode: sealEnvelope(answer) });
    }),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    api.chartRequests.length = 0;
    api.failingMetric = null;
    api.chipsAnswer = chipsOk;
  });
  afterAll(() => {
    server.close();
  });
}

export function renderScreen(plan: Parameters<typeof account>[0] = 'BASIC') {
  return renderWithStore(<FinancialChartScreen />, { preloadedState: account(plan) });
}

/** The metrics the chart was given, with their colour, type, axis and whether figures arrived. */
export function chartMetrics() {
  return screen.queryAllByTestId('chart-metric').map((element) => ({
    key: element.dataset.key,
    color: element.dataset.color,
    seriesType: element.dataset.seriesType,
    axis: element.dataset.axis,
    hasData: element.dataset.hasData,
  }));
}

/** The checkable tag of a metric of the open chip. */
export function metricTag(name: string): HTMLElement {
  const group = screen.getByRole('group', { name: /^Chỉ tiêu nhóm/ });
  return within(group).getByRole('checkbox', { name });
}

export async function clearAll(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: /Xoá tất cả/ }));
  expect(await screen.findByText('Chọn chỉ tiêu để vẽ biểu đồ')).toBeInTheDocument();
}
