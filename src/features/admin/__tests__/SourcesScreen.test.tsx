/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountUser } from '@/common/contracts/account';
import type { CompanySourcesResponse, DefaultSourcesResponse } from '@/common/contracts/adminSources';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { initialAccountState } from '../../account/accountSlice';
import { USER } from '../../account/__tests__/fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { AdminLayout } from '../components/AdminLayout';
import { SourcesScreen } from '../components/SourcesScreen';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const ADMIN: AccountUser = { ...USER, id: 1, email: 'admin@vidu.vn', name: 'Quản Trị', isAdmin: true };
const ORDER = ['fiintrade', 'vnstock-vci', 'vnstock-kbs', 'demo'] as const;
const PRIORITIES = { year: [...ORDER], quarter: [...ORDER], month: [...ORDER] };
const DEFAULTS: DefaultSourcesResponse = { effective: PRIORITIES, builtIn: PRIORITIES, overrides: [] };
const ACB: CompanySourcesResponse = {
  ticker: 'ACB',
  effective: PRIORITIES,
  own: { year: null, quarter: null, month: null },
  stored: [
    {
      statement: 'BALANCE_SHEET',
      periodType: 'year',
      source: 'vnstock-kbs',
      periods: 4,
      shown: 0,
      first: '2022',
      last: '2025',
    },
    {
      statement: 'BALANCE_SHEET',
      periodType: 'year',
      source: 'vnstock-vci',
      periods: 8,
      shown: 8,
      first: '2018',
      last: '2025',
    },
  ],
};

const bodies: unknown[] = [];
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success: jest.fn(), info: jest.fn() } as never);
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => {
  server.close();
});

describe('the statement sources screen', () => {
  it("shows what a company's sources hold and saves a new order for its years", async () => {
    server.use(
      http.get('*/api/admin/statement-sources', () => HttpResponse.json({ data: DEFAULTS })),
      http.get('*/api/admin/companies/ACB/sources', () => HttpResponse.json({ data: ACB })),
      http.put('*/api/admin/companies/ACB/sources', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: ACB });
      }),
    );
    renderWithStore(
      <AdminLayout active="sources">
        <SourcesScreen />
      </AdminLayout>,
      {
        preloadedState: {
          account: { ...initialAccountState, user: ADMIN, isLogin: true, isCheckExpireDone: true },
        },
      },
    );
    const screenRoot = await screen.findByTestId('admin-sources');
    await within(screenRoot).findByText('Thứ tự mặc định');
    const box = within(screenRoot).getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'acb' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const company = await screen.findByTestId('company-sources');
    expect(within(company).getAllByText('vnstock – KBS').length).toBeGreaterThan(0);
    const years = within(company).getByTestId('priority-year');
    fireEvent.click(within(years).getByRole('button', { name: 'Đưa vnstock – KBS lên trước (Năm)' }));
    fireEvent.click(within(years).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => {
      expect(bodies).toEqual([
        { periodType: 'year', sources: ['fiintrade', 'vnstock-kbs', 'vnstock-vci', 'demo'] },
      ]);
    });
    expect(screen.getByRole('heading', { name: 'Nguồn số liệu' })).toBeInTheDocument();
  });
});
