/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { bellLabel, NotificationBell } from '../components/NotificationBell';

installSelectDomShims();

const ITEM = {
  id: 5,
  alertId: 1,
  ticker: 'HPG',
  title: 'HPG vượt lên trên 30,000',
  body: 'Giá 30,500, phiên 2026-11-27.',
  link: '/enterprise/HPG/overview',
  createdAt: new Date().toISOString(),
  readAt: null as string | null,
};

const server = setupServer();
const reads: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  reads.length = 0;
});
afterAll(() => {
  server.close();
});

function notificationServer(items: (typeof ITEM)[]) {
  let unread = items.filter((item) => item.readAt === null).length;
  server.use(
    http.get('*/api/notifications/unread-count', () => HttpResponse.json({ data: { unread } })),
    http.get('*/api/notifications', () =>
      HttpResponse.json({ data: { items, total: items.length, unread, page: 1, pageSize: 10 } }),
    ),
    http.post('*/api/notifications/read', async ({ request }) => {
      reads.push(await request.json());
      const updated = unread;
      unread = 0;
      return HttpResponse.json({ data: { updated, unread } });
    }),
  );
}

describe('NotificationBell', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(undefined)).toBe('Thông báo');
    expect(bellLabel(0)).toBe('Thông báo');
    expect(bellLabel(3)).toBe('Thông báo, 3 chưa đọc');
  });

  it('shows the unread count, lists the latest and marks them read', async () => {
    notificationServer([ITEM]);
    renderWithStore(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell);
    expect(await screen.findByText('HPG vượt lên trên 30,000')).toBeInTheDocument();
    expect(screen.getByText('Giá 30,500, phiên 2026-11-27.')).toBeInTheDocument();
    expect(screen.getByTestId('notification-item')).toHaveAttribute('data-unread', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Đánh dấu đã đọc' }));
    await waitFor(() => {
      expect(reads).toEqual([{ all: true }]);
    });
    expect(await screen.findByRole('button', { name: 'Thông báo' })).toBeInTheDocument();
  });

  it('moves the focus into the panel on opening and back to the bell on Escape', async () => {
    notificationServer([ITEM]);
    renderWithStore(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Thông báo' });
    await waitFor(() => {
      expect(panel).toHaveFocus();
    });
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => {
      expect(bell).toHaveFocus();
    });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('says what to do when there is nothing yet', async () => {
    notificationServer([]);
    renderWithStore(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo' }));
    expect(await screen.findByText(/Chưa có thông báo nào/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tạo cảnh báo' })).toHaveAttribute('href', '/alerts');
  });

  it('explains a failed load with a retry', async () => {
    server.use(
      http.get('*/api/notifications/unread-count', () => HttpResponse.json({ data: { unread: 2 } })),
      http.get('*/api/notifications', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 }),
      ),
    );
    renderWithStore(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    expect(await screen.findByText('Không tải được thông báo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
  });
});
