/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsDetail } from '@/common/contracts/companyPages';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { NewsDetailScreen } from '../components/NewsDetailScreen';
import { account, encoded, failure, fake, installServer, newsItem, queriesOf } from './harness';

installServer();

function detail(extra: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...newsItem(42, 90, { title: 'TCB phát hành trái phiếu', url: 'https://cafef.vn/tcb-trai-phieu.html' }),
    body: 'Đoạn mở đầu.\n\nĐoạn thứ hai\nvẫn một đoạn.\n\n<script>alert(1)</script>',
    related: [
      newsItem(43, 30.5, { title: 'TCB tăng vốn', source: 'Vietstock' }),
      newsItem(44, 60, { title: 'TCB chia cổ tức', source: 'Vietstock' }),
    ],
    ...extra,
  };
}

const render = (id: number | null) =>
  renderWithStore(<NewsDetailScreen id={id} />, { preloadedState: account(null) });

describe('NewsDetailScreen', () => {
  it('shows the article with its body as plain paragraphs, the original, related news and the way back', async () => {
    fake.answers['/news/:id'] = () => encoded(detail());
    render(42);
    const article = await screen.findByTestId('news-detail');
    expect(
      await within(article).findByRole('heading', { name: 'TCB phát hành trái phiếu' }),
    ).toBeInTheDocument();
    expect(queriesOf('/news/42')).toHaveLength(1);
    expect(within(article).getByText('CafeF')).toBeInTheDocument();
    expect(within(article).getByText('1 giờ trước')).toBeInTheDocument();

    const paragraphs = within(screen.getByTestId('news-body')).getAllByText(/./);
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Đoạn mở đầu.',
      'Đoạn thứ hai\nvẫn một đoạn.',
      '<script>alert(1)</script>',
    ]);
    expect(document.querySelector('[data-testid="news-body"] script')).toBeNull();

    const original = screen.getByRole('link', { name: /Xem bài gốc/ });
    expect(original).toHaveAttribute('href', 'https://cafef.vn/tcb-trai-phieu.html');
    expect(original).toHaveAttribute('target', '_blank');

    const related = screen.getByRole('list', { name: 'Tin liên quan' });
    expect(within(related).getByRole('link', { name: 'TCB tăng vốn' })).toHaveAttribute('href', '/news/43');
    expect(within(related).getByRole('link', { name: 'TCB chia cổ tức' })).toHaveAttribute(
      'href',
      '/news/44',
    );
    expect(within(related).getByText('30 phút trước')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Tin tức và tài liệu TCB/ })).toHaveAttribute(
      'href',
      '/enterprise/TCB/news',
    );
  });

  it('draws no original link and no related section when there are none', async () => {
    fake.answers['/news/:id'] = () => encoded(detail({ url: null, related: [], ticker: null }));
    render(42);
    expect(await screen.findByRole('heading', { name: 'TCB phát hành trái phiếu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Xem bài gốc/ })).toBeNull();
    expect(screen.queryByText('Tin liên quan')).toBeNull();
    expect(screen.getByRole('link', { name: /Tin tức và tài liệu/ })).toHaveAttribute(
      'href',
      '/enterprise/news',
    );
  });

  it('says the article was not found on a 404, with a link home', async () => {
    fake.answers['/news/:id'] = () => failure(404, 'NOT_FOUND', 'Không tìm thấy tin tức');
    render(7);
    expect(await screen.findByText('Không tìm thấy tin tức')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('says not found without asking when the address holds no valid id', async () => {
    render(null);
    expect(await screen.findByText('Không tìm thấy tin tức')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('offers a retry on other failures', async () => {
    let calls = 0;
    fake.answers['/news/:id'] = () => {
      calls += 1;
      return calls === 1 ? failure(500, 'INTERNAL') : encoded(detail());
    };
    render(42);
    expect(await screen.findByText('Không tải được tin tức.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'TCB phát hành trái phiếu' })).toBeInTheDocument();
    });
  });
});
