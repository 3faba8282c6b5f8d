/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalysisReportItem, ReportAnalysisResponse } from '@/common/contracts/companyPages';
import { account, encoded, failure, fake, installServer, queriesOf } from '@/features/news/__tests__/harness';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { ReportAnalysisScreen } from '../components/ReportAnalysisScreen';

installServer();

const PATH = '/enterprise/report-analysis';

function report(id: number, extra: Partial<AnalysisReportItem> = {}): AnalysisReportItem {
  return {
    id,
    title: `Báo cáo ${String(id)}`,
    source: 'SSI Research',
    recommendation: 'buy',
    targetPrice: 32_500,
    summary: `Tóm tắt báo cáo ${String(id)}.`,
    fileUrl: `/api/documents/${String(id)}/file`,
    publishedAt: '2024-10-21T02:00:00Z',
    scope: 'ticker',
    ...extra,
  };
}

const REPORTS = [
  report(1),
  report(2, { recommendation: 'hold', source: 'VNDirect', targetPrice: null, fileUrl: null }),
  report(3, { recommendation: 'sell', scope: 'industry', title: 'Ngành ngân hàng 2025' }),
  report(4, { recommendation: null, summary: '' }),
];

function answer(params: URLSearchParams): ReportAnalysisResponse {
  const source = params.get('source');
  const items = REPORTS.filter((item) => !source || item.source === source);
  return {
    ticker: 'TCB',
    items,
    sources: ['SSI Research', 'VNDirect'],
    total: items.length,
    page: Number(params.get('page')),
    pageSize: 20,
  };
}

beforeEach(() => {
  fake.answers[PATH] = (params) => encoded(answer(params));
});

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('ReportAnalysisScreen', () => {
  it('lists reports with date, source, coloured recommendations, target price, scope and file', async () => {
    renderWithStore(<ReportAnalysisScreen />, { preloadedState: account('PRO') });
    const table = await screen.findByTestId('report-table');
    await within(table).findByText('Báo cáo 1');
    expect(queriesOf(PATH)).toEqual([{ ticket: 'TCB', scope: 'all', page: '1', pageSize: '20' }]);

    const first = rowOf('Báo cáo 1');
    expect(within(first).getByText('2024-10-21')).toBeInTheDocument();
    expect(within(first).getByText('SSI Research')).toBeInTheDocument();
    expect(within(first).getByText('Mua')).toBeInTheDocument();
    expect(within(first).getByText('32,500')).toBeInTheDocument();
    expect(within(first).getByText('Doanh nghiệp')).toBeInTheDocument();
    const open = within(first).getByRole('link', { name: 'Mở tài liệu Báo cáo 1' });
    expect(open).toHaveAttribute('href', '/api/documents/1/file');
    expect(open).toHaveAttribute('target', '_blank');

    const second = rowOf('Báo cáo 2');
    expect(within(second).getByText('Nắm giữ')).toBeInTheDocument();
    expect(within(second).getByText('-')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Mở tài liệu/ })).toBeNull();

    const third = rowOf('Ngành ngân hàng 2025');
    expect(within(third).getByText('Bán')).toBeInTheDocument();
    expect(within(third).getByText('Ngành')).toBeInTheDocument();
  });

  it('expands a row to its summary', async () => {
    renderWithStore(<ReportAnalysisScreen />, { preloadedState: account('PRO') });
    await screen.findByText('Báo cáo 1');
    expect(screen.queryByText('Tóm tắt báo cáo 1.')).toBeNull();
    fireEvent.click(within(rowOf('Báo cáo 1')).getByRole('button', { name: /mở rộng|expand/i }));
    expect(await screen.findByText('Tóm tắt báo cáo 1.')).toBeInTheDocument();
    // A report without a summary has nothing to expand: whatever antd keeps in its place (a hidden
    // spacer) opens no row.
    const rows = screen.getAllByRole('row').length;
    for (const button of within(rowOf('Báo cáo 4')).queryAllByRole('button', {
      name: /mở rộng|expand/i,
      hidden: true,
    })) {
      fireEvent.click(button);
    }
    expect(screen.getAllByRole('row')).toHaveLength(rows);
  });

  it('sends the source, date range and scope filters', async () => {
    renderWithStore(<ReportAnalysisScreen />, { preloadedState: account('PREMIUM') });
    await screen.findByText('Báo cáo 1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nguồn báo cáo' }));
    fireEvent.click((await screen.findAllByTitle('VNDirect')).at(-1)!);
    await waitFor(() => {
      expect(screen.queryByText('Báo cáo 1')).toBeNull();
    });
    expect(queriesOf(PATH).at(-1)).toEqual({
      ticket: 'TCB',
      source: 'VNDirect',
      scope: 'all',
      page: '1',
      pageSize: '20',
    });

    const [fromInput, toInput] = screen
      .getAllByRole('textbox')
      .filter((input) => input.getAttribute('date-range') !== null);
    fireEvent.mouseDown(fromInput!);
    fireEvent.change(fromInput!, { target: { value: '2024-01-01' } });
    fireEvent.keyDown(fromInput!, { key: 'Enter' });
    fireEvent.change(toInput!, { target: { value: '2024-12-31' } });
    fireEvent.keyDown(toInput!, { key: 'Enter' });
    await waitFor(() => {
      expect(queriesOf(PATH).at(-1)).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Ngành' }));
    await waitFor(() => {
      expect(queriesOf(PATH).at(-1)).toEqual({
        ticket: 'TCB',
        source: 'VNDirect',
        from: '2024-01-01',
        to: '2024-12-31',
        scope: 'industry',
        page: '1',
        pageSize: '20',
      });
    });
  });

  it('shows the empty state when nothing matches', async () => {
    fake.answers[PATH] = () =>
      encoded({ ticker: 'TCB', items: [], sources: [], total: 0, page: 1, pageSize: 20 });
    renderWithStore(<ReportAnalysisScreen />, { preloadedState: account('PRO') });
    expect(await screen.findByText('Chưa có báo cáo phân tích phù hợp')).toBeInTheDocument();
  });

  it('locks the screen for a free account without asking', async () => {
    renderWithStore(<ReportAnalysisScreen />, { preloadedState: account(null) });
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    expect(
      screen.getByText('Báo cáo phân tích dành cho gói Chuyên nghiệp trở lên. Nâng cấp để sử dụng.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Chuyên nghiệp' })).toHaveAttribute(
      'href',
      '/pricing?plan=PRO',
    );
    expect(screen.queryByTestId('report-table')).toBeNull();
    expect(queriesOf(PATH)).toHaveLength(0);
  });

  it('locks the screen when the server refuses', async () => {
    fake.answers[PATH] = () => failure(403, 'PLAN_REQUIRED');
    renderWithStore(<ReportAnalysisScreen />, { preloadedState: account('PRO') });
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
  });
});
