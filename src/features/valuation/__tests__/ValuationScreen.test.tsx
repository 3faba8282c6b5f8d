/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ValuationBandsResponse } from '@/common/contracts/valuation';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, fake, installServer, queriesOf } from '../../news/__tests__/harness';
import { ValuationScreen } from '../components/ValuationScreen';
import { valuationBandTable } from '../valuationChart';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installServer();

/** Five sessions: 10, 12, (loss), 14, 16 -> mean 13, population SD √5 = 2.236; today 16 is above 3 of 4. */
function band(extra: Partial<ValuationBandsResponse> = {}): ValuationBandsResponse {
  return {
    ticker: 'TCB',
    requested: 'PE',
    metric: 'PE',
    available: ['PE', 'PB'],
    metricNote: null,
    years: 5,
    from: '2025-06-27',
    to: '2025-07-31',
    dates: ['2025-06-27', '2025-06-30', '2025-07-01', '2025-07-30', '2025-07-31'],
    values: [10, 12, null, 14, 16],
    excluded: { nonPositive: 1, missing: 0 },
    stats: {
      count: 4,
      mean: 13,
      sd: Math.sqrt(5),
      minus2: 13 - 2 * Math.sqrt(5),
      minus1: 13 - Math.sqrt(5),
      plus1: 13 + Math.sqrt(5),
      plus2: 13 + 2 * Math.sqrt(5),
      min: 10,
      max: 16,
    },
    today: { date: '2025-07-31', value: 16, percentile: 0.75 },
    quarters: ['2025Q1', '2025Q2'],
    source: { priceSource: 'hose', lastClose: '2025-07-31', statementQuarter: '2025Q2' },
    industry: {
      locked: false,
      icbCode: '8355',
      level: 4,
      nameVi: 'Ngân hàng',
      members: 27,
      dates: ['2025-06-30', '2025-07-31'],
      medians: [9.5, 10.25],
      counts: [25, 26],
    },
    emptyReason: null,
    ...extra,
  };
}

beforeEach(() => {
  memoryRouter.reset('/enterprise/[ticker]/valuation', { ticker: 'TCB' });
});

describe('ValuationScreen', () => {
  it('shows the band figures, the percentile with its date and source, the losses left out and the industry', async () => {
    fake.answers['/enterprise/valuation-bands'] = () => encoded(band());
    renderWithStore(<ValuationScreen />, { preloadedState: account('PRO') });
    const figures = await screen.findByTestId('valuation-figures');
    expect(within(figures).getByTestId('valuation-today')).toHaveTextContent('16.00 lần');
    expect(within(figures).getByTestId('valuation-mean')).toHaveTextContent('13.00 lần');
    expect(within(figures).getByTestId('valuation-plus1')).toHaveTextContent('15.24 lần');
    expect(within(figures).getByTestId('valuation-minus2')).toHaveTextContent('8.53 lần');
    expect(screen.getByTestId('valuation-percentile')).toHaveTextContent(
      'P/E hiện tại cao hơn 75% số ngày trong 5 năm. Phiên 2025-07-31; giá đóng cửa: nguồn hose; báo cáo tài chính quý 2/2025.',
    );
    expect(screen.getByTestId('valuation-excluded')).toHaveTextContent(
      'Thống kê trên 4 phiên, bỏ 1 ngày lỗ (EPS 4 quý ≤ 0).',
    );
    expect(screen.getByTestId('valuation-chart')).toBeInTheDocument();
    expect(screen.getByTestId('valuation-industry')).toHaveTextContent(
      'Trung vị ngành Ngân hàng (ICB cấp 4, 27 công ty), tại phiên cuối mỗi tháng.',
    );
    // A bank has no EV/EBITDA to choose.
    expect(screen.queryByRole('radio', { name: 'EV/EBITDA' })).not.toBeInTheDocument();
    expect(queriesOf('/enterprise/valuation-bands')).toEqual([{ ticket: 'TCB', metric: 'PE', years: '5' }]);
  });

  it('switches to P/B and to 10 years through the address', async () => {
    fake.answers['/enterprise/valuation-bands'] = (params) =>
      encoded(band({ metric: params.get('metric') === 'PB' ? 'PB' : 'PE' }));
    renderWithStore(<ValuationScreen />, { preloadedState: account('PRO') });
    await screen.findByTestId('valuation-figures');
    fireEvent.click(screen.getByRole('radio', { name: 'P/B' }));
    await waitFor(() => {
      expect(queriesOf('/enterprise/valuation-bands')).toContainEqual({
        ticket: 'TCB',
        metric: 'PB',
        years: '5',
      });
    });
    fireEvent.click(screen.getByRole('radio', { name: '10 năm' }));
    await waitFor(() => {
      expect(queriesOf('/enterprise/valuation-bands')).toContainEqual({
        ticket: 'TCB',
        metric: 'PB',
        years: '10',
      });
    });
    expect(memoryRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/enterprise/[ticker]/valuation', query: { ticker: 'TCB', metric: 'PB', years: '10' } },
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it('says why there is no band, and which plan opens what is locked', async () => {
    fake.answers['/enterprise/valuation-bands'] = () =>
      encoded(
        band({
          stats: null,
          emptyReason:
            'Chỉ có 40 ngày có P/E trong 5 năm qua; cần ít nhất 120 ngày để tính trung bình và độ lệch chuẩn.',
          access: {
            level: 'limited',
            requiredPlan: 'BASIC',
            message: 'Bạn đang xem 8 quý gần nhất.',
            maxPeriods: 8,
          },
          industry: { locked: true, requiredPlan: 'PRO', message: 'Dành cho gói Chuyên nghiệp.' },
        }),
      );
    renderWithStore(<ValuationScreen />, { preloadedState: account('guest') });
    expect(await screen.findByTestId('valuation-empty')).toHaveTextContent(
      'Chỉ có 40 ngày có P/E trong 5 năm qua',
    );
    expect(screen.getByTestId('valuation-access')).toHaveTextContent('Bạn đang xem 8 quý gần nhất.');
    expect(screen.queryByTestId('valuation-chart')).not.toBeInTheDocument();
  });

  it('the data table gives the lines at month ends', () => {
    const table = valuationBandTable(band());
    expect(table.columns).toEqual(['2025-06-30', '2025-07-31']);
    expect(table.rows.map((row) => row.name)).toEqual([
      'P/E TCB',
      'Trung bình',
      '+1 độ lệch chuẩn',
      '−1 độ lệch chuẩn',
      '+2 độ lệch chuẩn',
      '−2 độ lệch chuẩn',
      'Trung vị ngành Ngân hàng',
    ]);
    expect(table.rows[0]?.values).toEqual(['12.00 lần', '16.00 lần']);
    expect(table.rows[6]?.values).toEqual(['9.50 lần', '10.25 lần']);
  });
});
