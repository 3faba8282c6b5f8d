/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { MACRO_MENU } from '@/common/macroMenu';
import { getServerSideProps } from '@/pages/macro/[group]/[child]';
import MacroIndexPage from '@/pages/macro/index';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import {
  api,
  calendarAnswer,
  chartMetrics,
  installMacroServer,
  menuAnswer,
  renderPage,
  selectedRows,
  seriesCheckbox,
} from './harness';

jest.mock(
  '@/server/db/client',
  () =>
    jest.requireActual<typeof import('../../../../tests/helpers/seoStubs')>(
      '../../../../tests/helpers/seoStubs',
    ).dbClientStub,
);
jest.mock(
  '@/ssr/seo/macro',
  () =>
    jest.requireActual<typeof import('../../../../tests/helpers/seoStubs')>(
      '../../../../tests/helpers/seoStubs',
    ).macroSeoStub,
);
jest.mock(
  '@/ssr/seo/industry',
  () =>
    jest.requireActual<typeof import('../../../../tests/helpers/seoStubs')>(
      '../../../../tests/helpers/seoStubs',
    ).industrySeoStub,
);
jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));
jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('./chartStubs')>('./chartStubs'),
);
jest.mock('@/features/charts/components/loadHighcharts', () =>
  jest.requireActual<typeof import('./chartStubs')>('./chartStubs'),
);

installMacroServer();

function ssp(group: string, child: string, query: Record<string, string> = {}) {
  return getServerSideProps({
    params: { group, child },
    query: { group, child, ...query },
  } as unknown as GetServerSidePropsContext);
}

describe('the /macro index', () => {
  it('shows the release calendar as cards: latest, previous, change, schedule and source', async () => {
    renderWithStore(<MacroIndexPage />);
    const calendar = screen.getByRole('region', { name: 'Lịch công bố số liệu' });
    const cards = await within(calendar).findAllByTestId('macro-release-card');
    expect(cards).toHaveLength(2);
    const [cpi, credit] = cards;
    expect(within(cpi!).getByRole('link', { name: 'CPI so với cùng kỳ' })).toHaveAttribute(
      'href',
      '/macro/cpi/cpi',
    );
    expect(within(cpi!).getByTestId('macro-release-latest')).toHaveTextContent('2.90% (T10/2026)');
    expect(cpi).toHaveTextContent('Kỳ trước (T9/2026): 3.40%');
    expect(cpi).toHaveTextContent('Thay đổi: -0.50 điểm %');
    expect(cpi).toHaveTextContent('Lịch công bố: Khoảng ngày 6 tháng sau');
    expect(cpi).toHaveTextContent('Công bố gần nhất: 2026-11-06');
    expect(cpi).toHaveTextContent('Kỳ tới T11/2026: dự kiến 2026-12-06');
    expect(cpi).toHaveTextContent('Nguồn: Tổng cục Thống kê (GSO)');
    expect(within(credit!).getByText('Khóa')).toBeInTheDocument();
    expect(within(credit!).getByText('Minh họa')).toBeInTheDocument();
    expect(within(credit!).getByText('Cần nâng cấp gói để xem số liệu')).toBeInTheDocument();
    expect(within(credit!).queryByTestId('macro-release-latest')).toBeNull();
  });

  it('offers a retry when the release calendar cannot be loaded', async () => {
    api.releaseCalendar = calendarAnswer('error');
    renderWithStore(<MacroIndexPage />);
    expect(await screen.findByText('Không tải được lịch công bố số liệu')).toBeInTheDocument();
    api.releaseCalendar = calendarAnswer((await import('./fixtures')).releaseCalendar());
    const calendar = screen.getByRole('region', { name: 'Lịch công bố số liệu' });
    fireEvent.click(within(calendar).getByRole('button', { name: /Thử lại/ }));
    expect(await within(calendar).findAllByTestId('macro-release-card')).toHaveLength(2);
  });

  it('shows the fifteen groups and the world groups as cards, the locked ones marked', async () => {
    renderWithStore(<MacroIndexPage />);
    const vietnam = screen.getByRole('region', { name: 'Kinh tế Việt Nam' });
    const cards = within(vietnam).getAllByTestId('macro-group-card');
    expect(cards).toHaveLength(MACRO_MENU.length);
    expect(cards[0]).toHaveAttribute('href', '/macro/gdp/nominal');
    expect(within(vietnam).getByText('Xuất nhập khẩu')).toBeInTheDocument();
    // Issue 33's groups lead to their first indicator.
    expect(within(vietnam).getByText('Lãi suất').closest('a')).toHaveAttribute(
      'href',
      '/macro/interest-rate/policy-rate',
    );
    expect(within(vietnam).getByText('Trái phiếu Chính phủ').closest('a')).toHaveAttribute(
      'href',
      '/macro/government-bond/yield',
    );

    const world = screen.getByRole('region', { name: 'Kinh tế thế giới và hàng hóa' });
    const us = (await within(world).findByText('Kinh tế Mỹ')).closest('a');
    expect(us).toHaveAttribute('href', '/macro/us/us-gdp');
    expect(within(us!).getByText('Cần nâng cấp')).toBeInTheDocument();
    const commodity = within(world).getByText('Hàng hóa').closest('a');
    expect(commodity).toHaveAttribute('href', '/macro/commodity/commodity-brent');
    expect(within(commodity!).queryByText('Cần nâng cấp')).toBeNull();
    // The Vietnamese groups of menu-macro-custom are the static cards already.
    expect(within(world).getAllByTestId('macro-group-card')).toHaveLength(2);
  });

  it('offers a retry when the world groups cannot be loaded', async () => {
    api.customMenu = menuAnswer('error');
    renderWithStore(<MacroIndexPage />);
    expect(await screen.findByText('Không tải được các nhóm chỉ tiêu thế giới')).toBeInTheDocument();
    api.customMenu = menuAnswer((await import('./fixtures')).customMenu());
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('Kinh tế Mỹ')).toBeInTheDocument();
  });
});

describe('getServerSideProps of /macro/[group]/[child]', () => {
  it('answers 404 for an address outside the menu, without the API', async () => {
    await expect(ssp('gdp', 'unknown')).resolves.toEqual({ notFound: true });
    await expect(ssp('moon', 'cheese')).resolves.toEqual({ notFound: true });
    await expect(ssp('us', 'Bad Slug!')).resolves.toEqual({ notFound: true });
    expect(api.metricRequests).toEqual([]);
  });

  it('passes the page and its head, not the view: the first render reads the view from the address', async () => {
    const result = await ssp('cpi', 'cpi', { m: '12-345-month-yoy.c.1.3', view: 'same' });
    expect(result).toEqual({
      props: {
        page: expect.objectContaining({
          kind: 'vn',
          path: '/macro/cpi/cpi',
          childLabel: 'Chỉ số giá tiêu dùng CPI',
        }),
        seo: expect.objectContaining({ breadcrumbs: expect.any(Array) }),
      },
    });
    // Next refuses undefined in props: the props must survive JSON as they are.
    const props = 'props' in result ? await result.props : null;
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);

    // The very first render (before any answer) already draws the address's view.
    await renderPage('cpi', 'cpi', 'm=12-345-month-yoy.c.1.3&view=same');
    expect(selectedRows()).toEqual(['12-345-month-yoy']);
    expect(screen.getByTestId('macro-chart')).toHaveAttribute('data-view', 'same_period');
  });
});

describe('a world group page', () => {
  it('reads its indicator from menu-macro-custom and selects its first series', async () => {
    await renderPage('commodity', 'commodity-brent');
    expect(await screen.findByRole('heading', { name: 'Hàng hóa: Dầu Brent' })).toBeInTheDocument();
    await waitFor(() => {
      expect(chartMetrics().map((metric) => metric.id)).toEqual(['40-400-month-value']);
    });
    expect(seriesCheckbox(400)).toBeChecked();
    const nav = screen.getByRole('navigation', { name: 'Danh sách chỉ tiêu vĩ mô' });
    expect(within(nav).getByRole('link', { name: 'Dầu Brent' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the group has no such indicator', async () => {
    await renderPage('us', 'us-unknown');
    expect(await screen.findByText('Không tìm thấy chỉ tiêu này')).toBeInTheDocument();
    expect(screen.getByText('Chọn chỉ tiêu để vẽ biểu đồ')).toBeInTheDocument();
  });
});
