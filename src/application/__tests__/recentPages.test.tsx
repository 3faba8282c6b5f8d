/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { initialEnterpriseState } from '@/features/enterprise/enterpriseSlice';
import { serveShellRequests } from '../../../tests/helpers/shellServer';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { AppShell } from '../layout/AppShell';

const router = {
  asPath: '/enterprise/FPT/finance/balance-sheet',
  pathname: '/enterprise/[ticker]/finance/balance-sheet',
  query: { ticker: 'FPT' } as Record<string, string>,
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

serveShellRequests();

/** The shell, drawn again when the (mocked) router moves to another page. */
function Shell() {
  const [, setVisits] = useState(0);
  useEffect(() => {
    const onNavigate = () => {
      setVisits((count) => count + 1);
    };
    window.addEventListener('test-navigate', onNavigate);
    return () => {
      window.removeEventListener('test-navigate', onNavigate);
    };
  }, []);
  return (
    <AppShell>
      <p>x</p>
    </AppShell>
  );
}

async function visit(asPath: string, pathname: string, query: Record<string, string> = {}): Promise<void> {
  Object.assign(router, { asPath, pathname, query });
  act(() => {
    window.dispatchEvent(new Event('test-navigate'));
  });
  await settle();
}

function stored(): Array<{ path: string; title: string }> {
  return JSON.parse(localStorage.getItem('recentPages') ?? '[]') as Array<{ path: string; title: string }>;
}

describe('recent pages', () => {
  it('records every visit while the panel is closed, company pages with their ticker', async () => {
    Object.assign(router, {
      asPath: '/enterprise/FPT/finance/balance-sheet?unit=million',
      pathname: '/enterprise/[ticker]/finance/balance-sheet',
      query: { ticker: 'FPT', unit: 'million' },
    });
    renderWithStore(<Shell />);
    await settle();
    expect(screen.getByTestId('info-sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(stored()).toEqual([
      { path: '/enterprise/FPT/finance/balance-sheet?unit=million', title: 'FPT · Cân đối kế toán' },
    ]);

    // The ticker is the path's, even before the store follows it (the store still holds the default);
    // a page outside the companies has none.
    await visit('/enterprise/VNM/overview', '/enterprise/[ticker]/overview', { ticker: 'VNM' });
    await visit('/pricing', '/pricing');
    expect(initialEnterpriseState.ticker).not.toBe('VNM');
    expect(stored().map((page) => page.title)).toEqual([
      'Bảng giá dịch vụ',
      'VNM · Tổng quan doanh nghiệp',
      'FPT · Cân đối kế toán',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Mở bảng bên' }));
    await settle();
    const panel = within(screen.getByTestId('info-sidebar'));
    expect(panel.getByRole('link', { name: 'FPT · Cân đối kế toán' })).toHaveAttribute(
      'href',
      '/enterprise/FPT/finance/balance-sheet?unit=million',
    );
    expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual(
      stored().map((page) => page.title),
    );
  });
});
