/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { DefaultChartsScreen } from '../components/DefaultChartsScreen';
import { accountState, chart, emptyFigures } from './fixtures';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

jest.mock('@/features/charts/components/MetricChart', () => ({
  MetricChart: ({ title }: { title?: string }) => <div data-testid="metric-chart">{title}</div>,
}));
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => <span>Tải xuống</span>,
}));

const DEFAULTS = {
  symbol: 'TCB',
  companyType: 'bank',
  sections: [
    {
      sectionKey: 'bank-income',
      sectionName: 'Thu nhập ngân hàng',
      symbol: 'TCB',
      isAutoAxis: true,
      charts: [
        chart('d1'),
        chart('d2', { position: { x: 6, y: 0 } }),
        chart('d3', { position: { x: 0, y: 8 } }),
      ],
    },
  ],
};

const posted: Record<string, unknown>[] = [];
const server = setupServer(
  http.get('*/api/enterprise/finance-chart', () => HttpResponse.json(emptyFigures())),
  http.get('*/api/enterprise/chart-section/default', () => HttpResponse.json({ data: DEFAULTS })),
  http.post('*/api/enterprise/chart-section', async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: {} }, { status: 201 });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  posted.length = 0;
});
afterAll(() => {
  server.close();
});

describe('DefaultChartsScreen', () => {
  it('shows the ready-made sections read-only and saves a personal copy with new chart ids', async () => {
    renderWithStore(<DefaultChartsScreen />, { preloadedState: accountState('BASIC') });
    const board = await screen.findByTestId('chart-section');
    expect(board).toHaveAttribute('data-section-id', 'bank-income');
    expect(within(board).getAllByTestId('chart-card')).toHaveLength(3);
    expect(board.querySelector('.chart-card-drag')).toBeNull();
    expect(within(board).queryByRole('button', { name: 'Sửa biểu đồ' })).toBeNull();

    fireEvent.click(within(board).getByRole('button', { name: 'Lưu vào biểu đồ của tôi' }));
    await waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    expect(posted[0]).toMatchObject({ symbol: 'TCB', sectionName: 'Thu nhập ngân hàng', isAutoAxis: true });
    const config = posted[0]!.config as { chartId: string; chartName: string }[];
    expect(config.map((item) => item.chartName)).toEqual(['Biểu đồ d1', 'Biểu đồ d2', 'Biểu đồ d3']);
    expect(config.map((item) => item.chartId)).not.toContain('d1');
    expect(await screen.findByText('Đã lưu “Thu nhập ngân hàng” vào biểu đồ cá nhân')).toBeInTheDocument();
  });

  it('keeps only the charts a free account may have, and says so', async () => {
    renderWithStore(<DefaultChartsScreen />, { preloadedState: accountState(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu vào biểu đồ của tôi' }));
    await waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    expect(posted[0]!.config).toHaveLength(2);
    expect(await screen.findByText(/chỉ cho phép tối đa 2 biểu đồ trong mỗi mục/)).toBeInTheDocument();
  });
});
