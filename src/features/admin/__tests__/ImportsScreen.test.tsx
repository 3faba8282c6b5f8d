/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminImportQueued, AdminImportRun, AdminImportsOverview } from '@/common/contracts/admin';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ImportsScreen } from '../components/ImportsScreen';

installSelectDomShims();
// jsdom implements no pseudo-element styles; antd's measurements ask for them.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const MESSAGE = 'Tệp lớn đã được xếp hàng nhập; kết quả sẽ hiện trong danh sách lần nhập';

const RUN: AdminImportRun = {
  id: 7,
  format: 'fiintrade-xlsx',
  file: 'admin-upload/BalanceSheet_TCB_1.xlsx',
  status: 'succeeded',
  rowsRead: 120,
  rowsWritten: 118,
  rowsRejected: 2,
  rejections: [],
  noticesCount: 0,
  notices: [],
  companiesCreated: 0,
  error: null,
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:00:05.000Z',
};

const server = setupServer();
const info = jest.fn();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success: jest.fn(), info, warning: jest.fn() });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

it('a large file answered 202 is announced in a toast and the runs list refreshes by itself until its run shows', async () => {
  let listed = 0;
  let posted: unknown;
  server.use(
    http.get('*/api/admin/imports', () => {
      listed += 1;
      // The job's run lands after the upload's own refresh.
      const overview: AdminImportsOverview = {
        formats: [{ format: 'fiintrade-xlsx', description: 'FiinTrade Excel' }],
        runs: listed >= 3 ? [RUN] : [],
      };
      return HttpResponse.json({ data: overview });
    }),
    http.post('*/api/admin/imports', async ({ request }) => {
      posted = await request.json();
      const queued: AdminImportQueued = {
        queued: true,
        format: 'fiintrade-xlsx',
        fileName: 'BalanceSheet_TCB_1.xlsx',
        message: MESSAGE,
      };
      return HttpResponse.json({ data: queued }, { status: 202 });
    }),
  );
  renderWithStore(<ImportsScreen />);
  const page = await screen.findByTestId('admin-imports');
  await waitFor(() => {
    expect(listed).toBe(1);
  });

  fireEvent.mouseDown(within(page).getByRole('combobox'));
  fireEvent.click(await screen.findByText('FiinTrade Excel', { exact: false }));
  const input = page.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File(['PK'], 'BalanceSheet_TCB_1.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(input, { target: { files: [file] } });
  const send = within(page).getByRole('button', { name: /Nhập dữ liệu/ });
  await waitFor(() => {
    expect(send).toBeEnabled();
  });
  fireEvent.click(send);

  await waitFor(() => {
    expect(info).toHaveBeenCalledWith(MESSAGE);
  });
  expect(posted).toMatchObject({ format: 'fiintrade-xlsx', fileName: 'BalanceSheet_TCB_1.xlsx' });
  // No summary card for a queued file: its result is the run in the list.
  expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
  expect(
    await within(page).findByText('admin-upload/BalanceSheet_TCB_1.xlsx', {}, { timeout: 15_000 }),
  ).toBeInTheDocument();
}, 30_000);
