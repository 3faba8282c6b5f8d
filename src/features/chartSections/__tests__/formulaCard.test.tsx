/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ChartMetric } from '@/common/contracts/charts';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ChartCard } from '../components/ChartCard';
import { chart, emptyFigures } from './fixtures';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('../../financialChart/__tests__/MetricChartStub')>(
    '../../financialChart/__tests__/MetricChartStub',
  ),
);
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => <span>Tải xuống</span>,
}));

const ldr: ChartMetric = {
  kind: 'formula',
  id: 'f-ldr',
  name: 'Cho vay / tiền gửi',
  unit: 'lần',
  color: '#ff7a45',
  seriesType: 'line',
  axis: 1,
  formula: {
    expression: 'a/b',
    inputs: [
      { name: 'a', source: { key: 'statement:BALANCE_SHEET.LOANS_TO_CUSTOMERS' } },
      { name: 'b', source: { key: 'statement:BALANCE_SHEET.CUSTOMER_DEPOSITS' } },
    ],
  },
};

const evaluation = {
  series: {
    frequency: 'quarter',
    points: [
      [Date.UTC(2024, 2, 31), 0.82],
      [Date.UTC(2024, 5, 30), null],
    ],
    notes: [null, 'Thiếu b (Q2/2024)'],
  },
  inputs: [
    { name: 'a', label: 'VCB, Cho vay khách hàng', unit: 'đồng', source: 'Báo cáo tài chính' },
    { name: 'b', label: 'VCB, Tiền gửi của khách hàng', unit: 'đồng', source: 'Báo cáo tài chính' },
  ],
  frequency: 'quarter',
  source: 'Báo cáo tài chính',
};

const stored: URLSearchParams[] = [];
const evaluated: unknown[] = [];
const server = setupServer(
  http.get('*/api/enterprise/finance-chart', ({ request }) => {
    stored.push(new URL(request.url).searchParams);
    return HttpResponse.json(emptyFigures('VCB'));
  }),
  http.post('*/api/series/evaluate', async ({ request }) => {
    evaluated.push(await request.json());
    return HttpResponse.json({ hashCode: sealEnvelope(evaluation) });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  stored.length = 0;
  evaluated.length = 0;
});
afterAll(() => {
  server.close();
});

describe('a section chart with a formula metric', () => {
  it('asks the stored metrics of the finance-chart route and the formula of the evaluate route', async () => {
    const config = chart('a');
    renderWithStore(<ChartCard chart={{ ...config, metrics: [...config.metrics, ldr] }} ticker="VCB" />);
    const formula = await screen.findByText('Cho vay / tiền gửi');
    await waitFor(() => {
      expect(formula).toHaveAttribute('data-has-data', 'true');
    });
    expect(formula).toHaveAttribute('data-key', 'formula:f-ldr');
    expect(stored.map((params) => params.get('metrics'))).toEqual(['statement:INCOME_STATEMENT.NET_REVENUE']);
    expect(evaluated).toEqual([{ formula: ldr.formula, defaultTicker: 'VCB' }]);
  });

  it("names a formula the engine refuses and still draws the chart's other metrics", async () => {
    server.use(
      http.post('*/api/series/evaluate', () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            message: 'Không có chuỗi “c” ở vị trí 3',
            extra: { formulaError: { code: 'unknown_name', message: 'Không có chuỗi “c” ở vị trí 3' } },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithStore(
      <ChartCard chart={{ ...chart('b'), metrics: [...chart('b').metrics, ldr] }} ticker="VCB" />,
    );
    expect(await screen.findByTestId('chart-formula-errors')).toHaveTextContent(
      'Cho vay / tiền gửi: Không có chuỗi “c” ở vị trí 3',
    );
    expect(screen.getByTestId('metric-chart')).toBeInTheDocument();
  });

  it('a chart of formulas only asks nothing of the finance-chart route', async () => {
    renderWithStore(<ChartCard chart={{ ...chart('c'), metrics: [ldr] }} ticker="TCB" />);
    await waitFor(() => {
      expect(screen.getByText('Cho vay / tiền gửi')).toHaveAttribute('data-has-data', 'true');
    });
    expect(stored).toEqual([]);
    expect(evaluated).toEqual([{ formula: ldr.formula, defaultTicker: 'TCB' }]);
  });
});
