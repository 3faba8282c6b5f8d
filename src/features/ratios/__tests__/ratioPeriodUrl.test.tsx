/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { RatiosScreen } from '../components/RatiosScreen';
import { ratioPeriodOf, withRatioPeriod } from '../ratioPeriodUrl';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

// Issue 27, "one source of truth": the ratio screens' period lives in the address, as the statement
// pages' does, so a link or a reload shows the same table (it was kept in the enterprise slice).

installSelectDomShims();

describe('ratioPeriodOf / withRatioPeriod', () => {
  it('reads year or quarter, anything else is the default quarter', () => {
    expect(ratioPeriodOf({})).toBe('quarter');
    expect(ratioPeriodOf({ period: 'year' })).toBe('year');
    expect(ratioPeriodOf({ period: ['year', 'quarter'] })).toBe('year');
    expect(ratioPeriodOf({ period: 'month' })).toBe('quarter');
    expect(ratioPeriodOf({ period: 'YEAR' })).toBe('quarter');
  });

  it('writes the period only when it is not the default, keeping the other keys', () => {
    expect(withRatioPeriod({ ticker: 'FPT', period: 'year' }, 'quarter')).toEqual({ ticker: 'FPT' });
    expect(withRatioPeriod({ ticker: 'FPT' }, 'year')).toEqual({ ticker: 'FPT', period: 'year' });
  });
});

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/enterprise/numeral-metric', () =>
    HttpResponse.json({
      data: {
        kind: 'numeral',
        companyType: 'non_financial',
        metrics: ['ROE'],
        isDefault: true,
        updatedAt: null,
      },
    }),
  ),
  http.get('*/api/enterprise/numeral-data', ({ request }) => {
    const period = new URL(request.url).searchParams.get('period') ?? '';
    asked.push(period);
    return HttpResponse.json({
      data: {
        ticker: 'TCB',
        companyType: 'non_financial',
        periodType: period,
        periods: [],
        metrics: ['ROE'],
        values: { ROE: [] },
        prices: [],
        valuations: [],
      },
    });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

describe('the ratios screen and its address', () => {
  it('asks for the period the address holds, and the switch rewrites the address', async () => {
    memoryRouter.reset('/enterprise/[ticker]/finance/numeral', { ticker: 'TCB', period: 'year' });
    renderWithStore(<RatiosScreen />);
    await waitFor(() => {
      expect(asked).toContain('year');
    });
    expect(screen.getByRole('radio', { name: 'Năm' })).toBeChecked();

    fireEvent.click(screen.getByText('Quý'));
    await waitFor(() => {
      expect(memoryRouter.current.query).toEqual({ ticker: 'TCB' });
    });
    await waitFor(() => {
      expect(asked).toContain('quarter');
    });
    expect(screen.getByRole('radio', { name: 'Quý' })).toBeChecked();
  });
});
