/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { WatchlistActions } from '../components/WatchlistActions';

installSelectDomShims();

const LIST = {
  id: 5,
  name: 'Ngân hàng',
  position: 1,
  columns: [],
  tickers: ['VCB', 'TCB'],
  updatedAt: '2026-11-27T00:00:00Z',
};
const calls: { method: string; url: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const text = await request.text();
  calls.push({
    method: request.method,
    url: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : null,
  });
};
const server = setupServer(
  http.patch('*/api/watchlists/5', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { ...LIST, name: 'Ngân hàng lớn' } });
  }),
  http.put('*/api/watchlists/order', async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      data: { owner: 'user', lists: [], limits: { watchlists: 3, watchlistTickers: 50 } },
    });
  }),
  http.delete('*/api/watchlists/5', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { id: 5 } });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  calls.length = 0;
});
afterAll(() => {
  server.close();
});

describe('WatchlistActions', () => {
  it('offers the 3- and 5-year averages among the ratio columns and saves one', async () => {
    renderWithStore(<WatchlistActions list={LIST} order={[4, 5, 6]} onDeleted={jest.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Cột chỉ số' });
    fireEvent.mouseDown(picker);
    // The picker searches the columns' keys: "5y" keeps the 5-year averages.
    fireEvent.change(picker, { target: { value: '5y' } });
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    const option = await screen.findByTitle(/trung bình cộng ROE của 5 năm tài chính gần nhất/);
    expect(option).toHaveTextContent('ROE (TB 5 năm)');
    fireEvent.click(option);
    await waitFor(() => {
      expect(calls).toEqual([{ method: 'PATCH', url: '/api/watchlists/5', body: { columns: ['roe5y'] } }]);
    });
  });

  it('renames with Enter in the dialog', async () => {
    renderWithStore(<WatchlistActions list={LIST} order={[4, 5, 6]} onDeleted={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Đổi tên' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Đổi tên danh sách');
    const name = within(dialog).getByLabelText('Tên danh sách');
    expect(name).toHaveValue('Ngân hàng');
    fireEvent.change(name, { target: { value: 'Ngân hàng lớn' } });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    await waitFor(() => {
      expect(calls).toEqual([{ method: 'PATCH', url: '/api/watchlists/5', body: { name: 'Ngân hàng lớn' } }]);
    });
  });

  it('moves the list left among the lists', async () => {
    renderWithStore(<WatchlistActions list={LIST} order={[4, 5, 6]} onDeleted={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển danh sách sang trái' }));
    await waitFor(() => {
      expect(calls).toEqual([{ method: 'PUT', url: '/api/watchlists/order', body: { ids: [5, 4, 6] } }]);
    });
  });

  it('asks before deleting, then deletes', async () => {
    const onDeleted = jest.fn();
    renderWithStore(<WatchlistActions list={LIST} order={[5]} onDeleted={onDeleted} />);
    expect(screen.getByRole('button', { name: 'Chuyển danh sách sang trái' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Chuyển danh sách sang phải' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Xóa danh sách/ }));
    expect(await screen.findByText('Xóa danh sách “Ngân hàng”?')).toBeInTheDocument();
    expect(
      screen.getByText('2 mã trong danh sách sẽ bị bỏ theo dõi. Không thể hoàn tác.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    await waitFor(() => {
      expect(onDeleted).toHaveBeenCalled();
    });
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/watchlists/5', body: null }]);
  });
});
