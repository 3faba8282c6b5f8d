/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CHART_MESSAGES, type ChartConfig, type ChartInput } from '@/common/contracts/charts';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { PersonalChartsScreen } from '../components/PersonalChartsScreen';
import { accountState, chart, emptyFigures, section } from './fixtures';

installSelectDomShims();
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/enterprise/[ticker]/chart/personalization', query: {}, asPath: '/' }),
}));
jest.mock('@/features/charts/components/MetricChart', () => ({
  MetricChart: ({ title }: { title?: string }) => <div data-testid="metric-chart">{title}</div>,
}));
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => <span>Tải xuống</span>,
}));
/** The editor answers with this chart when its save button is pressed. */
const mockEditorChart: { current: ChartInput } = { current: { chartName: '' } };
jest.mock('@/features/charts/editor/ChartEditorModal', () => ({
  ChartEditorModal: ({ open, onSave }: { open: boolean; onSave: (chart: ChartInput) => unknown }) =>
    open ? (
      <div role="dialog" aria-label="Trình sửa biểu đồ">
        <button type="button" onClick={() => void onSave(mockEditorChart.current)}>
          Lưu thử
        </button>
      </div>
    ) : null,
}));

const NEW_CHART: ChartInput = {
  chartName: 'Lợi nhuận',
  metrics: [{ kind: 'ratio', id: 'ROE', seriesType: 'line', axis: 1 }],
  size: 50,
  textBlockContent: 'Ghi chú mới',
};

const server = setupServer(
  http.get('*/api/enterprise/finance-chart', () => HttpResponse.json(emptyFigures())),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  document.cookie = `${STORAGE_KEYS.deviceId}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});
afterAll(() => {
  server.close();
});

/** Answers the account's list with `lists` in turn (the last one from then on); counts the calls. */
function listAnswers(...lists: unknown[][]) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/enterprise/chart-section', () => {
      const data = lists[Math.min(calls.count, lists.length - 1)];
      calls.count += 1;
      return HttpResponse.json({ data });
    }),
  );
  return calls;
}

const REVENUE = chart('rev', { chartName: 'Doanh thu', textBlockContent: 'Doanh thu tăng đều' });
const MARGIN = chart('margin', { chartName: 'Biên lợi nhuận', position: { x: 6, y: 0 } });

describe('PersonalChartsScreen', () => {
  it("lists the account's sections of the ticker with their chart cards", async () => {
    listAnswers([section(1, [REVENUE, MARGIN], { sectionName: 'Kinh doanh' }), section(2, [])]);
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const sections = await screen.findAllByTestId('chart-section');
    expect(sections.map((item) => item.getAttribute('data-section-id'))).toEqual(['1', '2']);
    const first = sections[0]!;
    expect(within(first).getByRole('heading', { name: 'Kinh doanh' })).toBeInTheDocument();
    const cards = within(first).getAllByTestId('chart-card');
    expect(cards.map((card) => card.getAttribute('data-chart-id'))).toEqual(['rev', 'margin']);
    expect(cards[0]!.querySelector('.chart-card-drag')).not.toBeNull();
    expect(within(cards[0]!).getByText('Doanh thu tăng đều')).toBeInTheDocument();
    for (const name of ['Thêm biểu đồ', 'Đổi tên', 'Nhân bản', 'Áp dụng cho mã khác', 'Chia sẻ', 'Xoá mục']) {
      expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(first).getByRole('button', { name: 'Chuyển lên' })).toBeDisabled();
    expect(within(cards[0]!).getByRole('button', { name: 'Nhân bản biểu đồ' })).toBeInTheDocument();
    expect(within(sections[1]!).getByText('Mục này chưa có biểu đồ nào')).toBeInTheDocument();
    // A signed-in user is not told about the device template.
    expect(screen.queryByText(/lưu trên thiết bị này/)).toBeNull();
  });

  it('adds a section by name with an empty chart list', async () => {
    const posted: unknown[] = [];
    const calls = listAnswers([], [section(5, [], { sectionName: 'Dòng tiền' })]);
    server.use(
      http.post('*/api/enterprise/chart-section', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: section(5, [], { sectionName: 'Dòng tiền' }) }, { status: 201 });
      }),
      http.get('*/api/enterprise/chart-section/default', () =>
        HttpResponse.json({ data: { symbol: 'TCB', companyType: 'bank', sections: [] } }),
      ),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    expect(await screen.findByText('Chưa có mục biểu đồ nào')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sao chép từ mẫu mặc định' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm mục biểu đồ' }));
    fireEvent.change(await screen.findByLabelText('Tên mục'), { target: { value: '  Dòng tiền ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo' }));

    await waitFor(() => {
      expect(posted).toEqual([{ symbol: 'TCB', sectionName: 'Dòng tiền', config: [], isAutoAxis: true }]);
    });
    expect(await screen.findByRole('heading', { name: 'Dòng tiền' })).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('adds a chart from the editor with one PUT of the whole chart list and the version', async () => {
    const puts: Record<string, unknown>[] = [];
    let saved = section(1, [REVENUE], { version: 7 });
    server.use(
      http.get('*/api/enterprise/chart-section', () => HttpResponse.json({ data: [saved] })),
      http.put('*/api/enterprise/chart-section', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        saved = section(1, body.config as ChartConfig[], { version: 8 });
        return HttpResponse.json({ data: saved });
      }),
    );
    mockEditorChart.current = NEW_CHART;
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const board = (await screen.findAllByTestId('chart-section'))[0]!;
    fireEvent.click(within(board).getByRole('button', { name: 'Thêm biểu đồ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu thử' }));

    await waitFor(() => {
      expect(puts).toHaveLength(1);
    });
    const body = puts[0]!;
    expect(body).toMatchObject({ sectionId: 1, version: 7 });
    // The page's ticker: a template's charts are checked for it (issue 33); a section keeps its own.
    expect(body.symbol).toBe('TCB');
    const config = body.config as Record<string, unknown>[];
    expect(config).toHaveLength(2);
    expect(config[0]).toEqual(REVENUE);
    expect(config[1]).toMatchObject({
      chartName: 'Lợi nhuận',
      size: 50,
      viewType: 'quarter',
      initTimeFilter: 'All',
      textBlockContent: 'Ghi chú mới',
      // Beside the half-width revenue chart, in the free half of its row.
      position: { x: 6, y: 0, w: 6, h: 8 },
      metrics: [{ kind: 'ratio', id: 'ROE', seriesType: 'line', axis: 1, color: expect.any(String) }],
    });
    expect(config[1]!.chartId).toMatch(/^[\w-]{1,64}$/);
    // The editor closed and the new card shows at once.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Lưu thử' })).toBeNull();
    });
    expect(within(board).getAllByTestId('chart-card')).toHaveLength(2);
    expect(within(board).getByText('Ghi chú mới')).toBeInTheDocument();

    // The next save sends the version the first one answered.
    fireEvent.click(
      within(within(board).getAllByTestId('chart-card')[0]!).getByRole('button', {
        name: 'Nhân bản biểu đồ',
      }),
    );
    await waitFor(() => {
      expect(puts).toHaveLength(2);
    });
    expect(puts[1]).toMatchObject({ sectionId: 1, version: 8 });
    const copies = puts[1]!.config as Record<string, unknown>[];
    expect(copies.map((item) => item.chartName)).toEqual(['Doanh thu', 'Lợi nhuận', 'Doanh thu (bản sao)']);
  });

  it('refuses a third chart to a free account, with the plan message and the upgrade notice', async () => {
    const message =
      'Gói hiện tại chỉ cho phép tối đa 2 biểu đồ trong mỗi mục. Nâng cấp gói Cơ bản để dùng tới 10 biểu đồ.';
    listAnswers([section(1, [REVENUE, MARGIN])]);
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState(null) });

    const board = (await screen.findAllByTestId('chart-section'))[0]!;
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
    fireEvent.click(within(board).getByRole('button', { name: 'Thêm biểu đồ' }));
    // The alert on the board and the toast (antd's message loads on the first toast).
    await waitFor(() => {
      expect(screen.getAllByText(message)).toHaveLength(2);
    });
    expect(screen.queryByRole('button', { name: 'Lưu thử' })).toBeNull();
  });

  it('says the section changed elsewhere on a 409 and reads the list again', async () => {
    const calls = listAnswers(
      [section(1, [REVENUE], { version: 2 })],
      [section(1, [REVENUE, MARGIN], { version: 3 })],
    );
    server.use(
      http.put('*/api/enterprise/chart-section', () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: CHART_MESSAGES.conflict, requestId: 'r1' },
          { status: 409 },
        ),
      ),
    );
    mockEditorChart.current = NEW_CHART;
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const board = (await screen.findAllByTestId('chart-section'))[0]!;
    fireEvent.click(within(board).getByRole('button', { name: 'Thêm biểu đồ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu thử' }));

    expect(await screen.findByText(CHART_MESSAGES.conflict)).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.count).toBe(2);
    });
    // The other change arrives; the optimistic card is gone.
    await waitFor(() => {
      expect(
        within(screen.getAllByTestId('chart-section')[0]!)
          .getAllByTestId('chart-card')
          .map((card) => card.getAttribute('data-chart-id')),
      ).toEqual(['rev', 'margin']);
    });
  });

  it("shows a guest the device's template, with the note, and creates sections there", async () => {
    document.cookie = `${STORAGE_KEYS.deviceId}=device-test-0001; path=/`;
    const posted: { url: string; body: unknown }[] = [];
    server.use(
      http.get('*/api/enterprise/stock-template/:deviceId', ({ params }) => {
        expect(params.deviceId).toBe('device-test-0001');
        return HttpResponse.json({ data: [section(9, [REVENUE])] });
      }),
      http.post('*/api/enterprise/stock-template/:deviceId', async ({ request }) => {
        posted.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ data: section(10, []) }, { status: 201 });
      }),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('guest') });

    expect(await screen.findByText(/lưu trên thiết bị này và sẽ chuyển vào tài khoản/)).toBeInTheDocument();
    expect((await screen.findAllByTestId('chart-section'))[0]).toHaveAttribute('data-section-id', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm mục biểu đồ' }));
    fireEvent.change(await screen.findByLabelText('Tên mục'), { target: { value: 'Của khách' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo' }));
    await waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    expect(new URL(posted[0]!.url).searchParams.get('symbol')).toBe('TCB');
    expect(posted[0]!.body).toEqual({ sectionName: 'Của khách', config: [], isAutoAxis: true });
  });

  it('turns the share link on and shows it with a copy button', async () => {
    const shared: unknown[] = [];
    listAnswers([section(1, [REVENUE])]);
    server.use(
      http.post('*/api/enterprise/chart-section/share', async ({ request }) => {
        shared.push(await request.json());
        return HttpResponse.json({ data: { shareToken: 'tok-abcdefghijklmnop' } });
      }),
    );
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const board = (await screen.findAllByTestId('chart-section'))[0]!;
    fireEvent.click(within(board).getByRole('button', { name: 'Chia sẻ' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Bật liên kết chia sẻ' }));
    const link = await screen.findByLabelText('Liên kết chia sẻ');
    expect(shared).toEqual([{ sectionId: 1, enabled: true, symbol: 'TCB' }]);
    expect(link).toHaveValue(`${location.origin}/shared/chart/tok-abcdefghijklmnop`);
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép liên kết' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/shared/chart/tok-abcdefghijklmnop`);
    });
  });

  it('offers Thử lại when the list fails', async () => {
    let fail = true;
    server.use(
      http.get('*/api/enterprise/chart-section', () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 })
          : HttpResponse.json({ data: [section(1, [])] }),
      ),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('chart-section')).toBeInTheDocument();
  });
});
