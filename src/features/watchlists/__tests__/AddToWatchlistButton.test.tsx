/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initialAccountState } from '@/features/account/accountState';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { AddToWatchlistButton } from '../AddToWatchlistButton';

installSelectDomShims();

const LISTS = [
  {
    id: 1,
    name: 'Ngân hàng',
    position: 0,
    columns: [],
    tickers: ['FPT', 'VNM'],
    updatedAt: '2026-11-27T00:00:00Z',
  },
  { id: 2, name: 'Bán lẻ', position: 1, columns: [], tickers: ['MWG'], updatedAt: '2026-11-27T00:00:00Z' },
];
const posted: unknown[] = [];
const server = setupServer(
  http.get('*/api/watchlists', () =>
    HttpResponse.json({
      data: { owner: 'user', lists: LISTS, limits: { watchlists: 3, watchlistTickers: 50 } },
    }),
  ),
  http.post('*/api/watchlists', async ({ request }) => {
    const body = (await request.json()) as { name: string; tickers: string[] };
    posted.push(body);
    if (body.name === 'Bán lẻ') {
      return HttpResponse.json(
        { code: 'CONFLICT', message: 'Bạn đã có danh sách tên “Bán lẻ”.', requestId: 'test' },
        { status: 409 },
      );
    }
    return HttpResponse.json(
      {
        data: {
          id: 3,
          name: body.name,
          position: 2,
          columns: [],
          tickers: body.tickers,
          updatedAt: '2026-11-27T00:00:00Z',
        },
      },
      { status: 201 },
    );
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const settled = { preloadedState: { account: { ...initialAccountState, isCheckExpireDone: true } } };

describe('AddToWatchlistButton', () => {
  it('marks the lists that already hold every ticker and creates a new list holding them', async () => {
    renderWithStore(<AddToWatchlistButton tickers={['FPT', 'VNM']} />, settled);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm FPT, VNM vào danh sách theo dõi' }));
    const held = await screen.findByRole('menuitem', { name: /Ngân hàng · đã có/ });
    expect(held).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: /Bán lẻ · 1\/50 mã/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: /Tạo danh sách mới/ }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Thêm FPT, VNM vào danh sách mới.');
    const name = within(dialog).getByLabelText('Tên danh sách');
    expect(name).toHaveValue('Danh sách 3');
    // A name the account already has: the server's sentence under the field, the dialog stays.
    fireEvent.change(name, { target: { value: 'Bán lẻ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo và thêm' }));
    expect(await within(dialog).findByText('Bạn đã có danh sách tên “Bán lẻ”.')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Công nghệ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo và thêm' }));
    expect(await screen.findByText('Đã tạo “Công nghệ” với FPT, VNM.')).toBeInTheDocument();
    await waitFor(() => {
      expect(posted).toEqual([
        { name: 'Bán lẻ', tickers: ['FPT', 'VNM'] },
        { name: 'Công nghệ', tickers: ['FPT', 'VNM'] },
      ]);
    });
  });

  it('is disabled without tickers (nothing selected in the screener)', () => {
    renderWithStore(<AddToWatchlistButton tickers={[]} />, settled);
    expect(screen.getByRole('button', { name: /vào danh sách theo dõi/ })).toBeDisabled();
  });
});
