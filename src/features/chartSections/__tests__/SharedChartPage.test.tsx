/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import SharedChartPage from '@/pages/shared/chart/[token]';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { accountState, chart, emptyFigures, section } from './fixtures';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

jest.mock('@/features/charts/components/MetricChart', () => ({
  MetricChart: ({ title }: { title?: string }) => <div data-testid="metric-chart">{title}</div>,
}));
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => <span>Tải xuống</span>,
}));

const TOKEN = 'share-token-0123456789';
const tickers: string[] = [];
const server = setupServer(
  http.get('*/api/enterprise/finance-chart', ({ request }) => {
    tickers.push(new URL(request.url).searchParams.get('ticket') ?? '');
    return HttpResponse.json(emptyFigures('HPG'));
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

describe('/shared/chart/[token]', () => {
  it('shows the shared section read-only to a guest: name, ticker, Chỉ xem, no drag, no edit buttons', async () => {
    const shared = section(
      4,
      [
        chart('a', { chartName: 'Doanh thu', textBlockContent: 'Ghi chú của chủ' }),
        chart('b', { position: { x: 6, y: 0 } }),
      ],
      { sectionName: 'Tổng quan HPG', symbol: 'HPG' },
    );
    const { shareToken: _hidden, ...rest } = shared;
    server.use(
      http.get('*/api/enterprise/chart-section/shared/:token', ({ params }) => {
        expect(params.token).toBe(TOKEN);
        return HttpResponse.json({ data: { ...rest, readOnly: true } });
      }),
    );
    renderWithStore(<SharedChartPage token={TOKEN} />, { preloadedState: accountState('guest') });

    expect(await screen.findByRole('heading', { name: /Tổng quan HPG/ })).toHaveTextContent('HPG');
    expect(screen.getByText('Chỉ xem')).toBeInTheDocument();
    const board = screen.getByTestId('chart-section');
    expect(board).toHaveAttribute('data-section-id', '4');
    const cards = within(board).getAllByTestId('chart-card');
    expect(cards.map((card) => card.getAttribute('data-chart-id'))).toEqual(['a', 'b']);
    expect(within(board).getByText('Ghi chú của chủ')).toBeInTheDocument();
    expect(board.querySelector('.chart-card-drag')).toBeNull();
    for (const name of [
      'Thêm biểu đồ',
      'Đổi tên',
      'Nhân bản',
      'Áp dụng cho mã khác',
      'Chia sẻ',
      'Xoá mục',
      'Sửa biểu đồ',
      'Nhân bản biểu đồ',
      'Xoá biểu đồ',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    // Viewing stays possible: expand and the figures of the shared ticker.
    expect(within(cards[0]!).getByRole('button', { name: 'Phóng to' })).toBeInTheDocument();
    expect(tickers).toContain('HPG');
  });

  it('a guest with fewer periods than the shared chart sees their window and a notice, not "Tất cả"', async () => {
    const notice = 'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.';
    const { shareToken: _hidden, ...rest } = section(5, [chart('a', { initTimeFilter: 'All' })], {
      symbol: 'HPG',
    });
    server.use(
      http.get('*/api/enterprise/chart-section/shared/:token', () =>
        HttpResponse.json({ data: { ...rest, readOnly: true } }),
      ),
      http.get('*/api/enterprise/finance-chart', () => {
        const answer = emptyFigures('HPG');
        return HttpResponse.json({
          data: {
            ...answer.data,
            access: { level: 'limited', requiredPlan: 'BASIC', message: notice, maxPeriods: 8 },
          },
        });
      }),
    );
    renderWithStore(<SharedChartPage token={TOKEN} />, { preloadedState: accountState('guest') });
    const card = await screen.findByTestId('chart-card');
    expect(await within(card).findByTestId('chart-window-notice')).toHaveTextContent(notice);
    const range = within(card).getByRole('radiogroup', { name: 'Khoảng thời gian' });
    expect(within(range).getByRole('radio', { name: '8 quý gần nhất' })).toBeChecked();
    expect(within(range).queryByRole('radio', { name: 'Tất cả' })).toBeNull();
  });

  it('says the link does not exist or was turned off on a 404', async () => {
    server.use(
      http.get('*/api/enterprise/chart-section/shared/:token', () =>
        HttpResponse.json(
          { code: 'NOT_FOUND', message: 'Không tìm thấy mục biểu đồ.', requestId: 'r' },
          { status: 404 },
        ),
      ),
    );
    renderWithStore(<SharedChartPage token={TOKEN} />, { preloadedState: accountState('guest') });
    expect(await screen.findByText('Liên kết chia sẻ không tồn tại hoặc đã bị tắt.')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-section')).toBeNull();
  });

  it('says the same for a malformed token, without asking the server', () => {
    renderWithStore(<SharedChartPage token="" />);
    expect(screen.getByText('Liên kết chia sẻ không tồn tại hoặc đã bị tắt.')).toBeInTheDocument();
  });
});
