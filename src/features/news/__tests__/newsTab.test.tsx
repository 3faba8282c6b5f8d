/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsListResponse } from '@/common/contracts/companyPages';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { NewsScreen } from '../components/NewsScreen';
import { formatVnDateTime } from '@/common/vietnamTime';
import { account, encoded, fake, installServer, newsItem, queriesOf } from './harness';

installServer();

function newsPage(page: number, extra: Partial<NewsListResponse> = {}): NewsListResponse {
  const first = (page - 1) * 10;
  return {
    ticker: 'TCB',
    items: Array.from({ length: 10 }, (_, index) => newsItem(first + index + 1, (first + index) * 600 + 5)),
    total: 25,
    page,
    pageSize: 10,
    ...extra,
  };
}

describe('NewsScreen, news tab', () => {
  it('lists the news newest first with links, sources, relative times and summaries', async () => {
    const items = [
      newsItem(1, 5.5, { title: 'TCB công bố lợi nhuận quý 3' }),
      newsItem(2, 120.5, { source: 'Vietstock', ticker: null, title: 'Ngành ngân hàng tăng tín dụng' }),
      newsItem(3, 5 * 24 * 60, { title: 'TCB họp đại hội cổ đông' }),
    ];
    fake.answers['/enterprise/news'] = () =>
      encoded({ ticker: 'TCB', items, total: 3, page: 1, pageSize: 10 });
    renderWithStore(<NewsScreen />, { preloadedState: account(null) });

    const list = await screen.findByTestId('news-list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByRole('link', { name: 'TCB công bố lợi nhuận quý 3' })).toHaveAttribute(
      'href',
      '/news/1',
    );
    expect(within(entries[0]!).getByText('5 phút trước')).toHaveAttribute(
      'title',
      formatVnDateTime(items[0]!.publishedAt),
    );
    expect(within(entries[0]!).getByText('Tóm tắt tin 1')).toBeInTheDocument();
    expect(within(entries[0]!).queryByText(/Tin ngành/)).toBeNull();
    expect(within(entries[1]!).getByText('2 giờ trước')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Vietstock')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Tin ngành')).toBeInTheDocument();
    // Older than 3 days: the date and time.
    expect(within(entries[2]!).getByText(formatVnDateTime(items[2]!.publishedAt))).toBeInTheDocument();
    expect(queriesOf('/enterprise/news')).toEqual([{ ticket: 'TCB', page: '1', pageSize: '10' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for page 2 and shows it', async () => {
    fake.answers['/enterprise/news'] = (params) => encoded(newsPage(Number(params.get('page'))));
    renderWithStore(<NewsScreen />, { preloadedState: account(null) });
    expect(await screen.findByRole('link', { name: 'Tin số 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'Tin số 11' })).toBeInTheDocument();
    expect(queriesOf('/enterprise/news').map((query) => query.page)).toEqual(['1', '2']);
    expect(screen.queryByRole('link', { name: 'Tin số 1' })).toBeNull();
  });

  it("shows a guest the server's notice with login and register buttons", async () => {
    const message = 'Bạn đang xem 10 tin mới nhất. Đăng nhập để xem toàn bộ tin tức.';
    fake.answers['/enterprise/news'] = () =>
      encoded(newsPage(1, { total: 10, access: { level: 'limited', requiredPlan: null, message } }));
    renderWithStore(<NewsScreen />, { preloadedState: account('guest') });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    expect(within(screen.getByTestId('news-list')).getAllByRole('listitem')).toHaveLength(10);
    // Ten items fit one page: no paging.
    expect(screen.queryByTitle('2')).toBeNull();
  });

  it('shows the upgrade button when the notice names a plan', async () => {
    fake.answers['/enterprise/news'] = () =>
      encoded(
        newsPage(1, {
          total: 10,
          access: { level: 'limited', requiredPlan: 'BASIC', message: 'Bạn đang xem 10 tin mới nhất.' },
        }),
      );
    renderWithStore(<NewsScreen />, { preloadedState: account('guest') });
    expect(await screen.findByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
  });

  it('offers a retry when the news cannot be loaded', async () => {
    let calls = 0;
    fake.answers['/enterprise/news'] = () => {
      calls += 1;
      return calls === 1 ? new Response(null, { status: 500 }) : encoded(newsPage(1));
    };
    renderWithStore(<NewsScreen />, { preloadedState: account(null) });
    expect(await screen.findByText('Không tải được tin tức.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Tin số 1' })).toBeInTheDocument();
    });
  });
});
