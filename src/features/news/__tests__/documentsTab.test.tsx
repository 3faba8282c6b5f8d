/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentsResponse } from '@/common/contracts/companyPages';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { NewsScreen } from '../components/NewsScreen';
import { account, documentItem, encoded, failure, fake, installServer, newsItem, queriesOf } from './harness';

installServer();

function documents(params: URLSearchParams): DocumentsResponse {
  const kind = params.get('kind');
  const items = kind
    ? [documentItem(9, { kind: 'disclosure', title: 'Công bố thông tin bất thường', year: null })]
    : [documentItem(1), documentItem(2, { kind: 'financial_statement', title: 'Báo cáo tài chính 2022' })];
  return { ticker: 'TCB', items, total: items.length, page: 1, pageSize: 20 };
}

beforeEach(() => {
  fake.answers['/enterprise/news'] = () =>
    encoded({ ticker: 'TCB', items: [newsItem(1, 5)], total: 1, page: 1, pageSize: 10 });
  fake.answers['/enterprise/documents'] = (params) => encoded(documents(params));
});

async function openDocuments(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('tab', { name: 'Tài liệu' }));
  return screen.findByTestId('documents-list');
}

describe('NewsScreen, documents tab', () => {
  it('lists documents with view and download links opening in a new tab', async () => {
    renderWithStore(<NewsScreen />, { preloadedState: account(null) });
    const list = await openDocuments();
    const row = (await within(list).findByText('Báo cáo thường niên 2021')).closest('tr')!;
    expect(within(row).getByText('2021')).toBeInTheDocument();
    expect(within(row).getByText('2024-04-01')).toBeInTheDocument();
    const view = within(row).getByRole('link', { name: 'Xem Báo cáo thường niên 2021' });
    expect(view).toHaveAttribute('href', '/api/documents/1/file');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    const download = within(row).getByRole('link', { name: 'Tải về Báo cáo thường niên 2021' });
    expect(download).toHaveAttribute('href', '/api/documents/1/file?download=1');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(list).getByText('Báo cáo tài chính')).toBeInTheDocument();
    expect(queriesOf('/enterprise/documents')).toEqual([{ ticket: 'TCB', page: '1', pageSize: '20' }]);
  });

  it('filters by kind with kind= and back to every kind', async () => {
    renderWithStore(<NewsScreen />, { preloadedState: account('BASIC') });
    const list = await openDocuments();
    await within(list).findByText('Báo cáo thường niên 2021');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Loại tài liệu' }));
    fireEvent.click((await screen.findAllByTitle('Công bố thông tin')).at(-1)!);
    expect(await within(list).findByText('Công bố thông tin bất thường')).toBeInTheDocument();
    expect(queriesOf('/enterprise/documents').at(-1)).toEqual({
      ticket: 'TCB',
      kind: 'disclosure',
      page: '1',
      pageSize: '20',
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Loại tài liệu' }));
    fireEvent.click((await screen.findAllByTitle('Tất cả loại')).at(-1)!);
    expect(await within(list).findByText('Báo cáo thường niên 2021')).toBeInTheDocument();
    // Every kind again comes from the cache: no third request.
    expect(queriesOf('/enterprise/documents').map((query) => query.kind)).toEqual([undefined, 'disclosure']);
  });

  it('locks the tab for a guest without asking for documents', async () => {
    renderWithStore(<NewsScreen />, { preloadedState: account('guest') });
    fireEvent.click(await screen.findByRole('tab', { name: 'Tài liệu' }));
    expect(await screen.findByText('Nội dung dành cho thành viên')).toBeInTheDocument();
    // A free account opens the documents, so the guest is offered the free registration (issue 28).
    expect(screen.getByText(/dùng được ngay với tài khoản miễn phí/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
    expect(screen.queryByTestId('documents-list')).toBeNull();
    expect(queriesOf('/enterprise/documents')).toHaveLength(0);
  });

  it('locks the tab when the server refuses', async () => {
    fake.answers['/enterprise/documents'] = () => failure(403, 'PLAN_REQUIRED');
    renderWithStore(<NewsScreen />, { preloadedState: account(null) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Tài liệu' }));
    await waitFor(() => {
      expect(screen.getByText('Nội dung dành cho thành viên')).toBeInTheDocument();
    });
  });
});
