/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import IndustryPage, { getServerSideProps } from '@/pages/industry/[industry]';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { dashboardAnswer } from './fixtures';
import { api, encoded, installIndustryServer, makeRouter } from './harness';

const mockRouter = makeRouter();
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
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('../../macro/__tests__/chartStubs')>('../../macro/__tests__/chartStubs'),
);
jest.mock('@/features/charts/components/loadHighcharts', () =>
  jest.requireActual<typeof import('../../macro/__tests__/chartStubs')>('../../macro/__tests__/chartStubs'),
);

installIndustryServer();

/** Renders the page as Next would: its getServerSideProps, then the page with those props. */
async function renderIndustry(slug: string) {
  const res = { statusCode: 200 };
  const result = await getServerSideProps({
    params: { industry: slug },
    query: {},
    res,
  } as unknown as GetServerSidePropsContext);
  if (!('props' in result)) throw new Error('no props');
  const props = await result.props;
  return { ...renderWithStore(<IndustryPage {...props} />), status: res.statusCode };
}

function indicatorCard(code: string): HTMLElement {
  const found = screen.getAllByTestId('industry-indicator').find((element) => element.dataset.code === code);
  if (!found) throw new Error(`no indicator ${code}`);
  return found;
}

/** The extendIDs a card's chart draws, once every line has its figures. */
async function chartOf(code: string): Promise<string[]> {
  const card = indicatorCard(code);
  await waitFor(() => {
    const metrics = within(card).getAllByTestId('chart-metric');
    expect(metrics.every((metric) => metric.dataset.hasData === 'true')).toBe(true);
  });
  return within(card)
    .getAllByTestId('chart-metric')
    .map((metric) => metric.dataset.id ?? '');
}

describe('the industry dashboard', () => {
  it('shows the sections and a chart per indicator, drawn from metric-data', async () => {
    await renderIndustry('steel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dữ liệu ngành Thép' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Giá' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sản lượng' })).toBeInTheDocument();
    expect(screen.getByText('Chuỗi giá trị ngành Thép')).toBeInTheDocument();
    expect(screen.getAllByTestId('industry-indicator')).toHaveLength(3);
    expect(await chartOf('IND_STEEL_PRICE')).toEqual(['900-9001-month-value', '900-9002-month-value']);
    expect(await chartOf('IND_STEEL_SALES')).toEqual(['901-9101-month-value']);
    expect(screen.getAllByTestId('metric-chart')).toHaveLength(3);
    expect(api.metricIds().sort()).toEqual([
      '900-9001-month-value',
      '900-9002-month-value',
      '901-9101-month-value',
      '902-9201-month-value',
    ]);

    const price = indicatorCard('IND_STEEL_PRICE');
    expect(within(price).getByText('Tháng')).toBeInTheDocument();
    expect(within(price).getByText('Nguồn: Hiệp hội Thép Việt Nam')).toBeInTheDocument();
    expect(within(price).getByText('Cập nhật: 2025-06-10')).toBeInTheDocument();
    expect(within(price).getByText('Số liệu đến 05/2025')).toBeInTheDocument();
    expect(within(indicatorCard('IND_STEEL_UTIL')).getByText('Quý')).toBeInTheDocument();
    // A rate in % offers no change on a year earlier.
    expect(within(indicatorCard('IND_STEEL_UTIL')).queryByText('So với cùng kỳ (%)')).not.toBeInTheDocument();
  });

  it('asks for the rewritten extendIDs when the card switches to the change on a year earlier', async () => {
    await renderIndustry('steel');
    await screen.findAllByTestId('industry-indicator');
    await chartOf('IND_STEEL_PRICE');
    fireEvent.click(within(indicatorCard('IND_STEEL_PRICE')).getByText('So với cùng kỳ (%)'));
    expect(await chartOf('IND_STEEL_PRICE')).toEqual(['900-9001-month-yoy', '900-9002-month-yoy']);
    expect(api.metricIds()).toEqual(expect.arrayContaining(['900-9001-month-yoy', '900-9002-month-yoy']));
    expect(within(indicatorCard('IND_STEEL_PRICE')).getByText('Đơn vị: %')).toBeInTheDocument();
    // The other cards keep their levels.
    expect(await chartOf('IND_STEEL_SALES')).toEqual(['901-9101-month-value']);
  });

  it('shows no switch for an indicator that offers only its level', async () => {
    await renderIndustry('steel');
    await screen.findAllByTestId('industry-indicator');
    const rates = screen
      .getAllByTestId('industry-indicator')
      .filter((card) => within(card).queryByText('So với cùng kỳ (%)') === null);
    expect(rates.length).toBeGreaterThan(0);
  });

  it('changes the range of a card’s chart', async () => {
    await renderIndustry('steel');
    await screen.findAllByTestId('industry-indicator');
    const card = indicatorCard('IND_STEEL_PRICE');
    await chartOf('IND_STEEL_PRICE');
    expect(within(card).getByTestId('metric-chart')).toHaveAttribute('data-range', 'All');
    fireEvent.click(within(card).getByText('1 năm'));
    await waitFor(() => {
      expect(within(card).getByTestId('metric-chart')).toHaveAttribute('data-range', '1Y');
    });
  });

  it('compares the listed companies, linking only those with a page', async () => {
    await renderIndustry('steel');
    const table = await screen.findByTestId('industry-companies');
    expect(await within(table).findByRole('link', { name: 'HPG' })).toHaveAttribute(
      'href',
      '/enterprise/HPG/overview',
    );
    expect(within(table).getByRole('link', { name: 'HSG' })).toHaveAttribute(
      'href',
      '/enterprise/HSG/overview',
    );
    expect(within(table).queryByRole('link', { name: 'FMS' })).not.toBeInTheDocument();
    expect(within(table).getByTestId('unlisted-ticker')).toHaveTextContent('FMS');
    expect(within(table).getByText('750 nghìn tấn')).toBeInTheDocument();
    expect(within(table).getByText('+10.5%')).toBeInTheDocument();
    expect(within(table).getByText('-3.1%')).toBeInTheDocument();
    expect(within(table).getByText('35.2%')).toBeInTheDocument();
    // Sorted by value, highest first; companies without a figure last.
    const tickers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('strong')?.textContent);
    expect(tickers()).toEqual(['HSG', 'HPG', 'FMS']);
    expect(api.requests.find((r) => r.path === '/industry/companies')?.params.get('industry')).toBe('steel');
  });

  it('shows the lock and the indicator names of a locked industry, asking no figures', async () => {
    api.answers.dashboard = () => encoded(dashboardAnswer('STEEL', true));
    await renderIndustry('steel');
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    const names = screen.getByTestId('locked-indicators');
    expect(within(names).getByText('Giá thép')).toBeInTheDocument();
    expect(within(names).getByText('Sản lượng bán hàng')).toBeInTheDocument();
    expect(within(names).getByText('Hiệu suất công suất')).toBeInTheDocument();
    expect(screen.queryByTestId('metric-chart')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.metricIds()).toEqual([]);
    expect(api.count('/industry/companies')).toBe(0);
  });

  it('adds the bank ratio chart for banks, one chosen ratio across banks', async () => {
    await renderIndustry('bank');
    const chart = await screen.findByTestId('bank-ratio-chart');
    const drawn = await within(chart).findByTestId('highcharts-options');
    expect(drawn).toHaveAttribute('data-categories', 'TCB,VCB');
    expect(drawn).toHaveAttribute('data-series', 'NIM');
    fireEvent.click(within(chart).getByText('Tỷ lệ nợ xấu (NPL)'));
    await waitFor(() => {
      expect(within(chart).getByTestId('highcharts-options')).toHaveAttribute(
        'data-categories',
        'ACB,VCB,TCB',
      );
    });
    expect(within(chart).getByText(/\(Q1\/2025\)/)).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/industry/dashboard')?.params.get('industry')).toBe('bank');
  });

  it('answers an unknown industry with "Không tìm thấy ngành" and a 404 status', async () => {
    const { status } = await renderIndustry('gold');
    expect(screen.getByText('Không tìm thấy ngành')).toBeInTheDocument();
    expect(status).toBe(404);
    expect(api.requests).toEqual([]);
  });
});
