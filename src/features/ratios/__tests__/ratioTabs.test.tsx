/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { RatiosScreen } from '../components/RatiosScreen';
import { SameIndustryScreen } from '../components/SameIndustryScreen';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

// Issue 28: the finance tab bar lists the ratio pages, and those pages show it too, their tab current,
// so a reader moves between statements, ratios and peers without the side menu.

installSelectDomShims();

const failure = () =>
  HttpResponse.json({ code: 'INTERNAL', message: 'Lỗi', requestId: 'test' }, { status: 500 });
const server = setupServer(
  http.get('*/api/enterprise/numeral-metric', failure),
  http.get('*/api/enterprise/numeral-data', failure),
  http.get('*/api/enterprise/same-industry-metric', failure),
  http.get('*/api/enterprise/same-industry-data', failure),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

function tabs() {
  return screen.getByRole('navigation', { name: 'Báo cáo tài chính' });
}

describe('the finance tab bar on the ratio pages', () => {
  it('marks the ratios tab current and links back to the statements with the ticker', () => {
    renderWithStore(<RatiosScreen />);
    const current = within(tabs()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Chỉ số tài chính');
    expect(current).toHaveAttribute('href', '/enterprise/TCB/finance/numeral');
    expect(within(tabs()).getByRole('link', { name: 'Cân đối kế toán' })).toHaveAttribute(
      'href',
      '/enterprise/TCB/finance/balance-sheet',
    );
  });

  it('marks the same-industry tab current', () => {
    renderWithStore(<SameIndustryScreen />);
    const current = within(tabs()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('So sánh cùng ngành');
    expect(current).toHaveAttribute('href', '/enterprise/TCB/finance/same-industry');
  });
});
