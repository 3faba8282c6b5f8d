/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { DemoDataBadge } from '../DemoDataBadge';

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

function answer(demoData: boolean): void {
  server.use(
    http.get('*/api/app-info', () =>
      HttpResponse.json({ data: { demoData, seedVersion: '2', seededAt: '2026-11-21T00:00:00Z' } }),
    ),
  );
}

describe('DemoDataBadge', () => {
  it('marks the generated demo data', async () => {
    answer(true);
    renderWithStore(<DemoDataBadge />);
    expect(await screen.findByTestId('demo-data-badge')).toHaveTextContent('Dữ liệu minh họa');
  });

  it('shows nothing for real data', async () => {
    answer(false);
    renderWithStore(<DemoDataBadge />);
    await settle();
    await settle();
    expect(screen.queryByTestId('demo-data-badge')).toBeNull();
  });
});
