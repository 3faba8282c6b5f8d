/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import type { ChartMetric } from '@/common/contracts/charts';
import { sealEnvelope } from '@/server/http/envelope';
import { encodeFormulas, FORMULA_URL_NOTICE } from '../macroFormulas';
import { chartMetrics, installMacroServer, renderPage } from './harness';

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

const evaluated: unknown[] = [];
installMacroServer([
  http.post('*/api/series/evaluate', async ({ request }) => {
    evaluated.push(await request.json());
    return HttpResponse.json({
      hashCode: sealEnvelope({
        series: { frequency: 'quarter', points: [[Date.UTC(2024, 2, 31), 1.5]], notes: [null] },
        inputs: [{ name: 'a', label: 'GDP', unit: 'tỷ đồng', source: 'GSO' }],
        frequency: 'quarter',
        source: 'GSO',
      }),
    });
  }),
]);

afterEach(() => {
  evaluated.length = 0;
});

const TOTAL = '5-50-quarter-value';
const growth: ChartMetric = {
  kind: 'formula',
  id: 'f-growth',
  name: 'GDP so với cùng kỳ',
  color: SERIES_PALETTE[4]!,
  seriesType: 'column',
  axis: AxisSlot.LEFT_1,
  formula: {
    expression: 'a',
    inputs: [{ name: 'a', source: { key: 'macro:GDP.value' }, transform: { units: 'pc1' } }],
  },
};

describe('formula series on the macro page', () => {
  it('draws the formulas of the address beside the macro series and lists them', async () => {
    await renderPage('gdp', 'nominal', `m=${TOTAL}&f=${encodeFormulas([growth])}`);
    await waitFor(() => {
      expect(chartMetrics()).toEqual([
        { id: TOTAL, color: SERIES_PALETTE[0], seriesType: 'line', axis: '0', hasData: 'true' },
        { id: 'f-growth', color: SERIES_PALETTE[4], seriesType: 'column', axis: '0', hasData: 'true' },
      ]);
    });
    expect(evaluated).toEqual([{ formula: growth.formula }]);
    expect(screen.getByRole('list', { name: 'Chuỗi công thức trên biểu đồ' })).toHaveTextContent(
      'GDP so với cùng kỳ',
    );
    expect(screen.getByRole('button', { name: 'Thêm công thức' })).toBeEnabled();
  });

  it('drops a bad formula of the address with a notice and draws the rest', async () => {
    await renderPage('gdp', 'nominal', `m=${TOTAL}&f=bm90LWpzb24`);
    expect(await screen.findByText(FORMULA_URL_NOTICE)).toBeInTheDocument();
    await waitFor(() => {
      expect(chartMetrics().map((metric) => metric.id)).toEqual([TOTAL]);
    });
    expect(evaluated).toEqual([]);
  });
});
