/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { HeaderBar, loginHref } from '../layout/HeaderBar';

const router = {
  pathname: '/enterprise/[ticker]/finance/balance-sheet',
  asPath: '/enterprise/FPT/finance/balance-sheet?period=year',
  query: {},
  isReady: true,
  push: jest.fn(),
  replace: jest.fn(),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const server = setupServer(
  http.get('*/api/app-info', () =>
    HttpResponse.json({ data: { demoData: false, seedVersion: '2', seededAt: null } }),
  ),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

describe('the header login link', () => {
  it('returns to the page the user was on', async () => {
    renderWithStore(
      <HeaderBar menuOpen onToggleSideMenu={jest.fn()} sidebarCollapsed onToggleSidebar={jest.fn()} />,
    );
    await settle();
    expect(screen.getByTestId('header-login')).toHaveAttribute(
      'href',
      `/account/login?next=${encodeURIComponent('/enterprise/FPT/finance/balance-sheet?period=year')}`,
    );
  });

  it('keeps the return path of the account pages, and needs none for home and error pages', () => {
    expect(loginHref('/macro/gdp/gdp-nominal#chart', '/macro/[group]/[child]')).toBe(
      `/account/login?next=${encodeURIComponent('/macro/gdp/gdp-nominal')}`,
    );
    expect(loginHref('/account/register?next=%2Fpricing', '/account/register')).toBe(
      '/account/login?next=%2Fpricing',
    );
    expect(loginHref('/account/login', '/account/login')).toBe('/account/login');
    expect(loginHref('/', '/')).toBe('/account/login');
    expect(loginHref('/macro/abc/def', '/404')).toBe('/account/login');
  });

  it('never carries another origin as the return path', () => {
    expect(loginHref('/account/register?next=https%3A%2F%2Fevil.example', '/account/register')).toBe(
      '/account/login',
    );
    expect(loginHref('/account/register?next=%2F%2Fevil.example', '/account/register')).toBe(
      '/account/login',
    );
  });
});
