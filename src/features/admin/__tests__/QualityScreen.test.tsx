/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountUser } from '@/common/contracts/account';
import type { AdminQualityList } from '@/common/contracts/adminData';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { initialAccountState } from '../../account/accountSlice';
import { USER } from '../../account/__tests__/fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { AdminLayout } from '../components/AdminLayout';
import { QualityScreen } from '../components/QualityScreen';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const ADMIN: AccountUser = { ...USER, id: 1, email: 'admin@vidu.vn', name: 'Quản Trị', isAdmin: true };

const LIST: AdminQualityList = {
  items: [
    {
      ticker: 'HDG',
      companyType: 'non_financial',
      statement: 'BALANCE_SHEET',
      statementLabel: 'Cân đối kế toán',
      periodKey: '2018Q1',
      periodLabel: 'Q1/2018',
      itemCode: 'TOTAL_RESOURCES',
      itemName: 'TỔNG CỘNG NGUỒN VỐN',
      kind: 'balance',
      expected: 8_893_809_713_042,
      published: 8_888_213_934_515,
      difference: -5_595_778_527,
      source: 'FiinTrade (Excel)',
      message: 'TỔNG CỘNG NGUỒN VỐN: nguồn công bố ...',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  byKind: { balance: 1, total: 0, parent_profit: 0, quarters_year: 0 },
  companiesScanned: 74,
  computedAt: '2026-11-27T01:02:03.000Z',
  durationMs: 1234,
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

describe('the data quality screen', () => {
  it('lists the marks with their difference and filters by ticker on the server', async () => {
    server.use(
      http.get('*/api/admin/quality', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ data: LIST });
      }),
    );
    renderWithStore(
      <AdminLayout active="quality">
        <QualityScreen />
      </AdminLayout>,
      {
        preloadedState: {
          account: { ...initialAccountState, user: ADMIN, isLogin: true, isCheckExpireDone: true },
        },
      },
    );
    const table = await screen.findByTestId('admin-quality');
    await within(table).findByText('HDG');
    expect(within(table).getByText('-5,595,778,527')).toBeInTheDocument();
    expect(within(table).getAllByText('Tổng tài sản khác tổng nguồn vốn').length).toBeGreaterThan(0);
    expect(within(table).getByText(/74 doanh nghiệp/)).toBeInTheDocument();
    const box = within(screen.getByTestId('admin-quality-ticker')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'hdg' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('HDG');
    expect(requests.at(-1)?.searchParams.get('ticker')).toBe('HDG');
    expect(screen.getByRole('heading', { name: 'Chất lượng dữ liệu' })).toBeInTheDocument();
  });
});
