/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountUser } from '@/common/contracts/account';
import { DATA_SOURCE_MESSAGES, type DataSourcesOverview } from '@/common/contracts/adminDataSources';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { initialAccountState } from '../../account/accountSlice';
import { USER } from '../../account/__tests__/fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { AdminLayout } from '../components/AdminLayout';
import { DataSourcesScreen } from '../components/DataSourcesScreen';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const ADMIN: AccountUser = { ...USER, id: 1, email: 'admin@vidu.vn', name: 'Quản Trị', isAdmin: true };

const queue = (name: string, label: string, cron: string | null) => ({
  name,
  label,
  cron,
  needsFeed: name !== 'housekeeping',
  counts: { created: 0, retry: 0, active: 0, completed: 0, failed: 0 },
  latest: null,
});

const OVERVIEW: DataSourcesOverview = {
  generatedAt: '2026-01-12T12:00:00.000Z',
  ssi: {
    configured: true,
    host: 'fc-data.ssi.com.vn',
    consumerIdSet: true,
    secretSet: true,
    lastDay: '2026-01-06',
    lastCompletedAt: '2026-01-06T10:32:05.000Z',
    expectedDay: '2026-01-09',
    late: true,
    behind: 3,
    lastSuccess: { daily: '2026-01-06T10:32:05.000Z' },
    runs: [
      {
        id: 2,
        kind: 'backfill',
        trigger: 'admin:5',
        fromDate: '2026-01-07',
        toDate: '2026-01-09',
        status: 'failed',
        daysWritten: 0,
        rowsWritten: 0,
        rowsRejected: 0,
        rejections: [],
        requests: 3,
        error: 'SSI trả lỗi 503 sau 4 lần thử',
        startedAt: '2026-01-10T02:00:00.000Z',
        finishedAt: '2026-01-10T02:01:00.000Z',
        durationMs: 60_000,
      },
      {
        id: 1,
        kind: 'daily',
        trigger: 'schedule',
        fromDate: '2026-01-06',
        toDate: '2026-01-06',
        status: 'succeeded',
        daysWritten: 1,
        rowsWritten: 1630,
        rowsRejected: 7,
        rejections: [{ key: 'AAA 2026-01-06', reason: 'giá đóng cửa trống' }],
        requests: 40,
        error: null,
        startedAt: '2026-01-06T10:30:00.000Z',
        finishedAt: '2026-01-06T10:32:05.000Z',
        durationMs: 125_000,
      },
    ],
  },
  demo: { companies: 120, newestPriceDate: '2025-12-31' },
  imports: { lastRunAt: '2026-01-11T03:00:00.000Z', lastStatus: 'succeeded', runsLast7Days: 4 },
  jobs: {
    available: true,
    note: null,
    queues: [
      queue('housekeeping', 'Dọn dữ liệu hết hạn (mỗi giờ)', '0 * * * *'),
      {
        ...queue('feed-backfill', 'Nạp lại dữ liệu một khoảng ngày', null),
        counts: { created: 1, retry: 0, active: 0, completed: 2, failed: 3 },
      },
    ],
    recent: [],
  },
};

const success = jest.fn();
const posted: unknown[] = [];
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success, info: jest.fn(), warning: jest.fn() });
});
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  success.mockClear();
});
afterAll(() => {
  server.close();
});

function renderScreen(overview: DataSourcesOverview = OVERVIEW) {
  server.use(
    http.get('*/api/admin/data-sources', () => HttpResponse.json({ data: overview })),
    http.post('*/api/admin/data-sources/ssi/sync-day', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(
        { data: { jobId: 'job-1', message: DATA_SOURCE_MESSAGES.queued } },
        { status: 202 },
      );
    }),
  );
  renderWithStore(
    <AdminLayout active="dataSources">
      <DataSourcesScreen />
    </AdminLayout>,
    {
      preloadedState: {
        account: { ...initialAccountState, user: ADMIN, isLogin: true, isCheckExpireDone: true },
      },
    },
  );
}

describe('the data sources screen', () => {
  it('shows a late source with its lag, the runs with their results and the job queue', async () => {
    renderScreen();
    const page = await screen.findByTestId('admin-data-sources');
    expect(screen.getByRole('heading', { name: 'Nguồn dữ liệu' })).toBeInTheDocument();
    const ssi = within(page).getByTestId('data-source-ssi');
    expect(within(ssi).getByText('Chậm 3 phiên')).toBeInTheDocument();
    expect(within(ssi).getByText('SSI FastConnect Data v2 (fc-data.ssi.com.vn)')).toBeInTheDocument();
    expect(within(ssi).getByText(/\(cần có đến 2026-01-09\)/)).toBeInTheDocument();
    // Vietnam time: 10:32 UTC is 17:32 in Hà Nội.
    expect(within(ssi).getAllByText('2026-01-06 17:32').length).toBeGreaterThan(0);

    const runs = within(page).getByTestId('feed-runs');
    for (const title of [
      'Loại',
      'Kích hoạt',
      'Khoảng ngày',
      'Kết quả',
      'Ngày/Dòng ghi',
      'Dòng bị từ chối',
      'Thời lượng',
    ]) {
      expect(within(runs).getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(within(runs).getByText('Quản trị viên #5')).toBeInTheDocument();
    expect(within(runs).getByText('2026-01-07 – 2026-01-09')).toBeInTheDocument();
    expect(within(runs).getByText('SSI trả lỗi 503 sau 4 lần thử')).toBeInTheDocument();
    expect(within(runs).getByText('1 ngày / 1,630 dòng')).toBeInTheDocument();
    expect(within(runs).getByText('2 phút 5 giây')).toBeInTheDocument();
    fireEvent.click(within(runs).getByText('7'));
    expect(await screen.findByText('Lý do từ chối')).toBeInTheDocument();
    expect(screen.getByText(/: giá đóng cửa trống/)).toBeInTheDocument();
    expect(screen.getByText('và 6 dòng khác')).toBeInTheDocument();

    const queues = within(page).getByTestId('job-queues');
    expect(within(queues).getByText('Nạp lại dữ liệu một khoảng ngày')).toBeInTheDocument();
    expect(within(queues).getByText('0 * * * *')).toBeInTheDocument();
    expect(within(queues).getByText('3')).toBeInTheDocument();
    expect(within(page).getByTestId('data-source-demo')).toHaveTextContent('120');
  });

  it('queues a day re-run and says so in a toast', async () => {
    renderScreen();
    await screen.findByTestId('admin-data-sources');
    const input = within(screen.getByTestId('feed-rerun')).getByPlaceholderText('Chọn ngày');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-01-07' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Chạy lại' }));
    await waitFor(() => {
      expect(posted).toEqual([{ date: '2026-01-07' }]);
    });
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('Đã xếp vào hàng đợi: chạy lại ngày 2026-01-07.');
    });
  });

  it('without SSI settings, explains why the buttons are off', async () => {
    renderScreen({
      ...OVERVIEW,
      ssi: {
        ...OVERVIEW.ssi,
        configured: false,
        host: null,
        consumerIdSet: false,
        secretSet: false,
        runs: [],
      },
    });
    await screen.findByTestId('admin-data-sources');
    expect(screen.getByText(DATA_SOURCE_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cập nhật danh sách mã' })).toBeDisabled();
    expect(screen.getByText('Chưa cấu hình')).toBeInTheDocument();
    expect(screen.getByText('Chưa có lần đồng bộ nào vì chưa cấu hình SSI FastConnect.')).toBeInTheDocument();
  });
});
