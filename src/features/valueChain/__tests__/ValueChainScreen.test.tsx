/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initialEnterpriseState } from '@/features/enterprise/enterpriseSlice';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ValueChainScreen } from '../components/ValueChainScreen';
import { account, valueChainFixture } from './fixtures';

installSelectDomShims();
configure({ asyncUtilTimeout: 10000 });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
let requests = 0;
let answer: () => Response = () => encoded(valueChainFixture());

const server = setupServer(
  http.get('*/api/enterprise/value-chain', () => {
    requests += 1;
    return answer();
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  requests = 0;
  answer = () => encoded(valueChainFixture());
});
afterAll(() => {
  server.close();
});

function renderScreen(plan: Parameters<typeof account>[0] = 'PRO') {
  return renderWithStore(<ValueChainScreen />, {
    preloadedState: { ...account(plan), enterprise: { ...initialEnterpriseState, ticker: 'HPG' } },
  });
}

describe('ValueChainScreen', () => {
  it('draws suppliers, the company and customers in three columns with peers below', async () => {
    renderScreen();
    const diagram = await screen.findByTestId('value-chain-diagram');
    const upstream = within(diagram).getByRole('list', { name: 'Nhà cung cấp (đầu vào)' });
    const downstream = within(diagram).getByRole('list', { name: 'Khách hàng (đầu ra)' });
    const peers = within(diagram).getByRole('list', { name: 'Doanh nghiệp cùng ngành' });
    expect(within(upstream).getAllByRole('listitem')).toHaveLength(2);
    expect(within(downstream).getAllByRole('listitem')).toHaveLength(2);
    expect(within(peers).getAllByRole('listitem')).toHaveLength(2);
    const company = within(diagram).getByTestId('value-chain-company');
    expect(within(company).getByText('HPG')).toBeInTheDocument();
    expect(within(company).getByText('Thép và sản phẩm thép')).toBeInTheDocument();
    expect(screen.getByText(/Ngành: Thép và sản phẩm thép/)).toBeInTheDocument();
  });

  it('links listed counterparts to their overview and keeps unlisted ones plain with their note', async () => {
    renderScreen();
    const diagram = await screen.findByTestId('value-chain-diagram');
    expect(within(diagram).getByRole('link', { name: /CTD/ })).toHaveAttribute(
      'href',
      '/enterprise/CTD/overview',
    );
    expect(within(diagram).getByRole('link', { name: /HSG/ })).toHaveAttribute(
      'href',
      '/enterprise/HSG/overview',
    );
    const upstream = within(diagram).getByRole('list', { name: 'Nhà cung cấp (đầu vào)' });
    expect(within(upstream).queryAllByRole('link')).toHaveLength(0);
    fireEvent.mouseEnter(within(upstream).getByText('Quặng sắt nhập khẩu (Úc, Brazil)'));
    expect(await screen.findByText('Nguyên liệu chính của lò cao')).toBeInTheDocument();
  });

  it('shows the empty state when the company has no relations', async () => {
    answer = () => encoded(valueChainFixture({ nodes: [] }));
    renderScreen();
    expect(await screen.findByText('Chưa có dữ liệu chuỗi giá trị cho mã này')).toBeInTheDocument();
  });

  it('offers "Thử lại" after a failure', async () => {
    answer = () => HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 });
    renderScreen();
    const retry = await screen.findByRole('button', { name: /Thử lại/ });
    answer = () => encoded(valueChainFixture());
    fireEvent.click(retry);
    expect(await screen.findByTestId('value-chain-diagram')).toBeInTheDocument();
  });

  it('is locked for a free account and asks nothing of the server', async () => {
    renderScreen(null);
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Chuyên nghiệp' })).toHaveAttribute(
      'href',
      '/pricing?plan=PRO',
    );
    expect(screen.queryByTestId('value-chain-diagram')).toBeNull();
    expect(requests).toBe(0);
  });

  it('is locked when the server refuses the plan', async () => {
    answer = () =>
      HttpResponse.json(
        {
          code: 'PLAN_REQUIRED',
          message: 'Chuỗi giá trị dành cho gói Chuyên nghiệp trở lên.',
          requestId: 'r',
          extra: { code: 'VALUE_CHAIN_ALL', requiredPlan: 'PRO' },
        },
        { status: 403 },
      );
    renderScreen('PREMIUM');
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
  });
});
