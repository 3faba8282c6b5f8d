/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { GDP_AGRICULTURE, GDP_TOTAL } from './fixtures';
import {
  api,
  chartMetrics,
  choose,
  installMacroServer,
  lastUrl,
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

const TOTAL = '5-50-quarter-value';
const AGRICULTURE = '5-51-quarter-value';

async function renderDefault() {
  const view = await renderPage('gdp', 'nominal');
  await waitFor(() => {
    expect(chartMetrics()).toEqual([
      { id: TOTAL, color: SERIES_PALETTE[0], seriesType: 'line', axis: '0', hasData: 'true' },
    ]);
  });
  return view;
}

describe('the macro indicator page', () => {
  it('selects the indicator’s first series by default and writes it in the URL', async () => {
    const { store } = await renderDefault();
    expect(screen.getByRole('heading', { name: 'GDP: GDP danh nghĩa' })).toBeInTheDocument();
    expect(api.metricRequests).toContainEqual({ extendID: TOTAL, isSamePeriod: null });
    expect(seriesCheckbox(GDP_TOTAL.seriesId)).toBeChecked();
    expect(seriesCheckbox(GDP_AGRICULTURE.seriesId)).not.toBeChecked();
    expect(selectedRows()).toEqual([TOTAL]);
    expect(screen.getByTestId('macro-chart')).toHaveAttribute('data-view', 'time_series');
    expect(screen.getByTestId('macro-chart')).toHaveAttribute('data-size', '100');
    expect(screen.getByText('Nguồn: Tổng cục Thống kê')).toBeInTheDocument();
    expect(screen.getByText('Cập nhật: 2024-10-06')).toBeInTheDocument();
    await waitFor(() => {
      expect(lastUrl()).toBe(`/macro/gdp/nominal?m=${TOTAL}.l.0.0`);
    });
    // The view lives in the address only: nothing of it is mirrored in the store.
    expect(store.getState().macro).toEqual({ searchText: '' });
  });

  it('adds a second series, and removes a series checked again', async () => {
    await renderDefault();
    fireEvent.click(seriesCheckbox(GDP_AGRICULTURE.seriesId));
    await waitFor(() => {
      expect(chartMetrics().map((metric) => [metric.id, metric.color, metric.hasData])).toEqual([
        [TOTAL, SERIES_PALETTE[0], 'true'],
        [AGRICULTURE, SERIES_PALETTE[1], 'true'],
      ]);
    });
    expect(api.metricRequests).toContainEqual({ extendID: AGRICULTURE, isSamePeriod: null });
    await waitFor(() => {
      expect(lastUrl()).toBe(`/macro/gdp/nominal?m=${TOTAL}.l.0.0,${AGRICULTURE}.l.0.1`);
    });

    fireEvent.click(seriesCheckbox(GDP_TOTAL.seriesId));
    fireEvent.click(seriesCheckbox(GDP_AGRICULTURE.seriesId));
    expect(await screen.findByText('Chọn chỉ tiêu để vẽ biểu đồ')).toBeInTheDocument();
    expect(selectedRows()).toEqual([]);
    await waitFor(() => {
      expect(lastUrl()).toBe('/macro/gdp/nominal?m=');
    });
  });

  it('rewrites the extendID when the value type changes, in the request and the URL', async () => {
    await renderDefault();
    await choose(`Loại giá trị của ${GDP_TOTAL.name}`, 'So với cùng kỳ (%)');
    await waitFor(() => {
      expect(selectedRows()).toEqual(['5-50-quarter-yoy']);
    });
    expect(api.metricRequests).toContainEqual({ extendID: '5-50-quarter-yoy', isSamePeriod: null });
    await waitFor(() => {
      expect(lastUrl()).toBe('/macro/gdp/nominal?m=5-50-quarter-yoy.l.0.0');
    });
    expect(seriesCheckbox(GDP_TOTAL.seriesId)).toBeChecked();

    await choose(`Kỳ của ${GDP_TOTAL.name}`, 'Năm');
    await waitFor(() => {
      expect(selectedRows()).toEqual(['5-50-year-yoy']);
    });
    expect(api.metricRequests).toContainEqual({ extendID: '5-50-year-yoy', isSamePeriod: null });
  });

  it('switches to the same-period view, asking isSamePeriod=true', async () => {
    await renderDefault();
    fireEvent.click(screen.getByText('Cùng kỳ'));
    await waitFor(() => {
      expect(screen.getByTestId('macro-chart')).toHaveAttribute('data-view', 'same_period');
    });
    const drawn = await screen.findByTestId('highcharts-options');
    expect(drawn).toHaveAttribute('data-series', '2023,2024');
    expect(drawn).toHaveAttribute('data-categories', 'Q1,Q2,Q3,Q4');
    expect(api.metricRequests).toContainEqual({ extendID: TOTAL, isSamePeriod: 'true' });
    await waitFor(() => {
      expect(lastUrl()).toBe(`/macro/gdp/nominal?m=${TOTAL}.l.0.0&view=same`);
    });

    fireEvent.click(seriesCheckbox(GDP_AGRICULTURE.seriesId));
    // Both selected metrics are drawn, each line named by its metric and year.
    await waitFor(() => {
      const names = screen.getByTestId('highcharts-options').getAttribute('data-series') ?? '';
      expect(names).toContain(`${GDP_AGRICULTURE.name} 2024`);
      expect(names).toContain(' 2023');
    });
    await choose('Chỉ tiêu so sánh cùng kỳ', GDP_AGRICULTURE.name);
    await waitFor(() => {
      expect(api.metricRequests).toContainEqual({ extendID: AGRICULTURE, isSamePeriod: 'true' });
    });
    await waitFor(() => {
      expect(lastUrl()).toContain('&view=same&sp=1');
    });
  });

  it('restores the whole view from the URL', async () => {
    await renderPage(
      'gdp',
      'nominal',
      `m=${AGRICULTURE.replace('value', 'yoy')}.c.1.3,${TOTAL}&size=33&range=5Y&auto=0`,
    );
    await waitFor(() => {
      expect(chartMetrics()).toEqual([
        {
          id: '5-51-quarter-yoy',
          color: SERIES_PALETTE[3],
          seriesType: 'column',
          axis: '1',
          hasData: 'true',
        },
        { id: TOTAL, color: SERIES_PALETTE[0], seriesType: 'line', axis: '0', hasData: 'true' },
      ]);
    });
    expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-range', '5Y');
    expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-auto-axis', 'false');
    expect(screen.getByTestId('macro-chart')).toHaveAttribute('data-size', '33');
    // The address names a selection: the page does not replace it with its default.
    expect(memoryRouter.replace).not.toHaveBeenCalled();
    expect(selectedRows()).toEqual(['5-51-quarter-yoy', TOTAL]);
    // Names come from the menu once it arrives.
    expect(
      await screen.findByRole('combobox', { name: `Loại giá trị của ${GDP_AGRICULTURE.name}` }),
    ).toBeVisible();
  });

  it('sizes, ranges and fixes the axes from the toolbar, and copies the link', async () => {
    await renderDefault();
    fireEvent.click(screen.getByText('66%'));
    fireEvent.click(screen.getByText('3 năm'));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => {
      expect(lastUrl()).toBe(`/macro/gdp/nominal?m=${TOTAL}.l.0.0&size=66&auto=0&range=3Y`);
    });
    expect(screen.getByTestId('macro-chart')).toHaveAttribute('data-size', '66');
    expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-range', '3Y');
    expect(screen.getByTestId('metric-chart')).toHaveAttribute('data-auto-axis', 'false');

    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: /Sao chép liên kết/ }));
    expect(await screen.findByText('Đã sao chép liên kết')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);

    fireEvent.click(screen.getByRole('button', { name: 'Phóng to biểu đồ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('metric-chart')).toBeInTheDocument();
  });

  it('shows errors with a retry', async () => {
    api.failing.add(TOTAL);
    await renderPage('gdp', 'nominal');
    expect(await screen.findByText('Không tải được số liệu biểu đồ')).toBeInTheDocument();
    api.failing.clear();
    const chart = screen.getByTestId('macro-chart');
    fireEvent.click(within(chart).getByRole('button', { name: /Thử lại/ }));
    await waitFor(() => {
      expect(chartMetrics()[0]?.hasData).toBe('true');
    });
  });

  it('retries the same-period figures', async () => {
    await renderDefault();
    api.failing.add(TOTAL);
    fireEvent.click(screen.getByText('Cùng kỳ'));
    expect(await screen.findByText('Không tải được số liệu biểu đồ')).toBeInTheDocument();
    api.failing.clear();
    fireEvent.click(within(screen.getByTestId('macro-chart')).getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByTestId('highcharts-options')).toHaveAttribute('data-series', '2023,2024');
  });

  it('offers a retry when the menu cannot be loaded', async () => {
    api.menu = menuAnswer('error');
    await renderPage('gdp', 'nominal');
    expect(await screen.findByText('Không tải được danh sách chỉ tiêu')).toBeInTheDocument();
    api.menu = menuAnswer((await import('./fixtures')).vnMenu());
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    await waitFor(() => {
      expect(chartMetrics().map((metric) => metric.id)).toEqual([TOTAL]);
    });
  });

  it('locks the series of an indicator outside the plan and selects nothing', async () => {
    await renderPage('production', 'iip');
    const item = await screen.findByTestId('macro-series');
    expect(within(item).getByRole('checkbox')).toBeDisabled();
    expect(within(item).getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
    expect(screen.getByText('Chọn chỉ tiêu để vẽ biểu đồ')).toBeInTheDocument();
    expect(api.metricRequests).toEqual([]);
  });

  it('filters the indicator list without accents and keeps the chart in its links', async () => {
    await renderDefault();
    const nav = screen.getByRole('navigation', { name: 'Danh sách chỉ tiêu vĩ mô' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(20);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm chỉ tiêu' }), {
      target: { value: 'gia tieu dung' },
    });
    await waitFor(() => {
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Chỉ số giá tiêu dùng CPI']);
    });
    expect(within(nav).getByRole('link', { name: 'Chỉ số giá tiêu dùng CPI' })).toHaveAttribute(
      'href',
      `/macro/cpi/cpi?m=${TOTAL}.l.0.0,12-345-month-value.l.0.1`,
    );
  });
});
