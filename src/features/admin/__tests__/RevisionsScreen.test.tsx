/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountUser } from '@/common/contracts/account';
import type { AdminRevisionList } from '@/common/contracts/adminRevisions';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { initialAccountState } from '../../account/accountSlice';
import { USER } from '../../account/__tests__/fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { AdminLayout } from '../components/AdminLayout';
import { RevisionsScreen } from '../components/RevisionsScreen';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const ADMIN: AccountUser = { ...USER, id: 1, email: 'admin@vidu.vn', name: 'Quản Trị', isAdmin: true };

const LIST: AdminRevisionList = {
  items: [
    {
      key: 'statement-1',
      kind: 'statement',
      ticker: 'RVA',
      seriesId: null,
      seriesName: null,
      tableLabel: 'Kết quả kinh doanh',
      itemCode: 'NET_REVENUE',
      itemName: 'Doanh thu thuần',
      periodLabel: '2024',
      unit: 'đồng',
      oldValue: 990_000_000_000,
      newValue: 995_000_000_000,
      removed: false,
      source: 'vnstock (VCI)',
      validFrom: '2024-03-01T03:00:00.000Z',
      validTo: '2026-11-27T01:02:03.000Z',
    },
    {
      key: 'macro-4',
      kind: 'macro',
      ticker: null,
      seriesId: 7,
      seriesName: 'Chỉ số giá tiêu dùng',
      tableLabel: 'Giá trị',
      itemCode: 'value',
      itemName: 'Giá trị',
      periodLabel: 'T1/2024',
      unit: 'điểm',
      oldValue: 110.5,
      newValue: null,
      removed: true,
      source: 'Tổng cục Thống kê',
      validFrom: '2024-02-05T01:00:00.000Z',
      validTo: '2024-04-01T02:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};

const requests: URL[] = [];
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success: jest.fn(), info: jest.fn() } as never);
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => {
  server.close();
});

function renderScreen() {
  renderWithStore(
    <AdminLayout active="revisions">
      <RevisionsScreen />
    </AdminLayout>,
    {
      preloadedState: {
        account: { ...initialAccountState, user: ADMIN, isLogin: true, isCheckExpireDone: true },
      },
    },
  );
}

describe('the changed figures screen', () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/admin/revisions', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ data: LIST });
      }),
    );
  });

  it('lists old and new values with their source and validity, in Vietnam time', async () => {
    renderScreen();
    const table = await screen.findByTestId('admin-revisions');
    await within(table).findByText('RVA');
    expect(screen.getByRole('heading', { name: 'Thay đổi số liệu' })).toBeInTheDocument();
    for (const title of ['Mã/Chuỗi', 'Chỉ tiêu', 'Kỳ', 'Giá trị cũ → mới', 'Nguồn', 'Hiệu lực từ–đến']) {
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(within(table).getByText('995,000,000,000')).toBeInTheDocument();
    expect(within(table).getByText(/990,000,000,000 →/)).toBeInTheDocument();
    expect(within(table).getByText('vnstock (VCI)')).toBeInTheDocument();
    expect(within(table).getByText('2024-03-01 10:00 – 2026-11-27 08:02')).toBeInTheDocument();
    expect(within(table).getByText(/110\.50 →/)).toBeInTheDocument();
    expect(within(table).getByText('đã xoá')).toBeInTheDocument();
    expect(within(table).getByText('2 thay đổi')).toBeInTheDocument();
  });

  it('filters by ticker, and by a series from its name in the list', async () => {
    renderScreen();
    const table = await screen.findByTestId('admin-revisions');
    await within(table).findByText('RVA');
    const box = within(screen.getByTestId('admin-revisions-ticker')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'rva' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('RVA');
    expect(requests.at(-1)?.searchParams.get('ticker')).toBe('RVA');
    fireEvent.click(within(table).getByRole('button', { name: 'Chỉ số giá tiêu dùng' }));
    await screen.findByText('RVA');
    await screen.findByDisplayValue('7');
    expect(requests.at(-1)?.searchParams.get('seriesId')).toBe('7');
  });
});
