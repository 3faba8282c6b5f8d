/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminDocument, AdminNews, AdminPage } from '@/common/contracts/admin';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ContentScreen } from '../components/ContentScreen';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const NEWS: AdminNews = {
  id: 3,
  ticker: 'FPT',
  icbCode: null,
  title: 'FPT công bố kết quả quý 3',
  summary: '',
  body: '',
  source: 'CafeF',
  url: null,
  publishedAt: '2026-10-20T02:00:00.000Z',
  isDemo: false,
};
const DOCUMENT: AdminDocument = {
  id: 7,
  ticker: null,
  icbCode: '8300',
  kind: 'financial_statement',
  title: 'Báo cáo ngành ngân hàng 2025',
  year: 2025,
  fileUrl: 'https://vidu.vn/bao-cao.pdf',
  mimeType: 'application/pdf',
  publishedAt: '2026-03-01T02:00:00.000Z',
  isDemo: false,
};
const page = <T,>(item: T): AdminPage<T> => ({ items: [item], total: 1, page: 1, pageSize: 20 });

const requests: string[] = [];
const bodies: unknown[] = [];
const success = jest.fn();
const server = setupServer(
  http.post('*/api/admin/news', async ({ request }) => {
    bodies.push(await request.json());
    requests.push('POST news');
    return HttpResponse.json({ data: { ...NEWS, id: 4 } });
  }),
  http.put('*/api/admin/documents/:id', async ({ params, request }) => {
    bodies.push(await request.json());
    requests.push(`PUT documents/${String(params.id)}`);
    return HttpResponse.json({ data: DOCUMENT });
  }),
  http.get('*/api/admin/news', ({ request }) => {
    requests.push(`GET ${request.url}`);
    return HttpResponse.json({ data: page(NEWS) });
  }),
  http.get('*/api/admin/documents', ({ request }) => {
    requests.push(`GET ${request.url}`);
    return HttpResponse.json({ data: page(DOCUMENT) });
  }),
  http.delete('*/api/admin/documents/:id', ({ params }) => {
    requests.push(`DELETE documents/${String(params.id)}`);
    return HttpResponse.json({ data: { message: 'Đã xoá tài liệu.' } });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: jest.fn(), success, info: jest.fn() } as never);
});
afterEach(() => {
  requests.length = 0;
  bodies.length = 0;
  success.mockClear();
});
afterAll(() => {
  server.close();
});

describe('the admin content screen (news and documents share one table)', () => {
  it('lists the news with its ticker and total, and filters by ticker on the server', async () => {
    renderWithStore(<ContentScreen />);
    expect(await screen.findByText('FPT công bố kết quả quý 3')).toBeInTheDocument();
    expect(screen.getByText('CafeF')).toBeInTheDocument();
    expect(screen.getByText('1 tin')).toBeInTheDocument();
    const tickerBox = screen.getByPlaceholderText('Mã CK');
    fireEvent.change(tickerBox, { target: { value: 'fpt' } });
    fireEvent.keyDown(tickerBox, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(requests.at(-1)).toContain('ticker=FPT');
    });
  });

  it('lists the documents with their kind and deletes one after confirmation', async () => {
    renderWithStore(<ContentScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Tài liệu' }));
    const title = await screen.findByText('Báo cáo ngành ngân hàng 2025');
    const row = title.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ngành 8300')).toBeInTheDocument();
    expect(screen.getByText('1 tài liệu')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /Xoá/ }));
    const confirm = await screen.findByText('Xoá tài liệu này?');
    expect(confirm).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /Xoá/ });
    fireEvent.click(buttons.at(-1) as HTMLElement);
    await waitFor(() => {
      expect(requests).toContain('DELETE documents/7');
    });
  });

  it('adds a news item: marks the missing fields without sending, then posts the checked body', async () => {
    renderWithStore(<ContentScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Thêm tin tức/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng tin' }));
    expect((await within(dialog).findAllByText('Vui lòng nhập thông tin!')).length).toBeGreaterThan(0);
    expect(requests).not.toContain('POST news');
    fireEvent.change(within(dialog).getByLabelText('Tiêu đề'), { target: { value: 'Tin mới' } });
    fireEvent.change(within(dialog).getByLabelText('Nguồn'), { target: { value: 'VnExpress' } });
    fireEvent.change(within(dialog).getByLabelText('Mã chứng khoán'), { target: { value: 'fpt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng tin' }));
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('Đã đăng tin tức.');
    });
    expect(bodies[0]).toMatchObject({ title: 'Tin mới', source: 'VnExpress', ticker: 'FPT', url: null });
  });

  it('edits a document with PUT and says it was saved', async () => {
    renderWithStore(<ContentScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Tài liệu' }));
    const row = (await screen.findByText('Báo cáo ngành ngân hàng 2025')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Sửa/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sửa tài liệu')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('Đã lưu tài liệu.');
    });
    expect(requests).toContain('PUT documents/7');
    expect(bodies[0]).toMatchObject({ title: 'Báo cáo ngành ngân hàng 2025', year: 2025, icbCode: '8300' });
  });
});
