/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { EnterprisePage } from '../components/EnterprisePage';
import { initialEnterpriseState } from '../enterpriseSlice';

// The ticker header fetches the company's profile; its own tests cover it.
jest.mock('../components/EnterpriseHeader', () => ({ EnterpriseHeader: () => null }));

describe('the frame of a company page', () => {
  it("gives the page one <h1>: the screen's title and the ticker, above the screen's own headings", () => {
    renderWithStore(
      <EnterprisePage title="Cân đối kế toán">
        <h3>Bảng cân đối</h3>
      </EnterprisePage>,
      { preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'FPT' } } },
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Cân đối kế toán FPT');
    // First in the page's reading order.
    expect(screen.getAllByRole('heading')[0]).toBe(headings[0]);
  });
});
