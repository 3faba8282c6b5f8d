/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { ratiosFor } from '@/common/finance/ratios';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { MetricPicker } from '../components/MetricPicker';
import { SameIndustryScreen } from '../components/SameIndustryScreen';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installSelectDomShims();

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const PEERS = ['BVH', 'BMI', 'PVI'];

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('same-industry peer group', () => {
  it('says on screen that the group was widened because the company is alone in its industry (BVH)', async () => {
    server.use(
      http.get('*/api/enterprise/same-industry-metric', () =>
        HttpResponse.json({
          data: {
            kind: 'same_industry',
            companyType: 'insurance',
            metrics: ['ROE'],
            isDefault: true,
            updatedAt: null,
          },
        }),
      ),
      http.get('*/api/enterprise/same-industry-data', () =>
        HttpResponse.json({
          data: {
            ticker: 'BVH',
            companyType: 'insurance',
            industry: {
              icbCode: '8530',
              level: 3,
              nameVi: 'Bảo hiểm',
              widenedFrom: { icbCode: '8575', level: 4, nameVi: 'Bảo hiểm nhân thọ', count: 1 },
            },
            period: {
              key: '2024Q3',
              periodType: 'quarter',
              year: 2024,
              quarter: 3,
              label: 'Q3/2024',
              endDate: '2024-09-30',
            },
            metrics: ['ROE'],
            rows: PEERS.map((ticker, index) => ({
              ticker,
              nameVi: `Công ty ${ticker}`,
              shortName: ticker,
              exchange: 'HOSE',
              isCurrent: ticker === 'BVH',
              values: { ROE: 0.1 + index / 100 },
              ranks: { ROE: 3 - index },
            })),
            median: { ROE: 0.11 },
            average: { ROE: 0.11 },
            counts: { ROE: 3 },
          },
        }),
      ),
    );
    renderWithStore(<SameIndustryScreen />);
    expect(
      await screen.findByText(
        /Nhóm so sánh: Bảo hiểm \(ICB 8530\) vì ngành Bảo hiểm nhân thọ chỉ có 1 công ty/,
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\+ 0/);
    // The company column is each row's header (antd rowScope: <th scope="row">).
    for (const ticker of PEERS) {
      const header = screen.getByRole('rowheader', { name: new RegExp(`^${ticker}\\b`) });
      expect(header.tagName).toBe('TH');
      expect(header).toHaveAttribute('scope', 'row');
    }
  });

  it('the metric picker shows no stray "+ 0" next to a single metric, in the server HTML too', () => {
    const codes = ratiosFor('insurance').map((ratio) => ratio.code);
    const one = textOf(
      renderToString(<MetricPicker companyType="insurance" value={codes.slice(0, 1)} onChange={jest.fn()} />),
    );
    expect(one).not.toMatch(/\+ 0/);
    const many = textOf(
      renderToString(<MetricPicker companyType="insurance" value={codes.slice(0, 9)} onChange={jest.fn()} />),
    );
    expect(many).toContain('+ 3 chỉ số');
  });
});
