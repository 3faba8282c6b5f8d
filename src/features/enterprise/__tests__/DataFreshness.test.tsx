/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen } from '@testing-library/react';
import type { DataFreshness as Freshness } from '@/common/contracts/enterprise';
import { DataFreshness } from '../components/DataFreshness';

const OLD: Freshness = {
  today: '2026-11-27',
  statements: {
    source: 'fiintrade',
    sourceLabel: 'FiinTrade (Excel)',
    latestPeriod: 'Q2/2023',
    latestPeriodEnd: '2023-06-30',
    updatedAt: '2026-11-20',
    stale: true,
  },
  prices: {
    source: 'ohlcv-csv',
    sourceLabel: 'Tệp giá OHLCV (CSV)',
    lastDate: '2021-07-15',
    fetchedAt: null,
    sessionsBehind: 1380,
    stale: true,
  },
  feed: null,
  warnings: ['Báo cáo tài chính mới nhất là kỳ Q2/2023 ...', 'Giá gần nhất là ngày 2021-07-15 ...'],
};

describe('the freshness line of a company page', () => {
  it('names the sources and their dates, and lists the warnings', () => {
    render(<DataFreshness freshness={OLD} />);
    expect(screen.getByTestId('data-freshness').textContent).toContain(
      'Báo cáo tài chính: FiinTrade (Excel), đến kỳ Q2/2023, cập nhật 2026-11-20 · Giá: Tệp giá OHLCV (CSV), phiên 2021-07-15',
    );
    const warning = screen.getByTestId('data-freshness-warning');
    expect(warning.textContent).toContain('Giá gần nhất là ngày 2021-07-15');
    expect(warning.textContent).toContain('Báo cáo tài chính mới nhất là kỳ Q2/2023');
  });

  it('names the live feed with the session and the time it was fetched, and marks it late', () => {
    render(
      <DataFreshness
        freshness={{
          ...OLD,
          prices: {
            source: 'ssi',
            sourceLabel: 'SSI FastConnect Data',
            lastDate: '2026-11-26',
            fetchedAt: '2026-11-26T08:32:00Z',
            sessionsBehind: 0,
            stale: false,
          },
          feed: {
            sourceLabel: 'SSI FastConnect Data',
            lastDay: '2026-11-26',
            expectedDay: '2026-11-27',
            late: true,
            behind: 1,
          },
          warnings: ['Nguồn SSI FastConnect Data đang chậm: chưa có dữ liệu phiên 2026-11-27'],
        }}
      />,
    );
    expect(screen.getByTestId('data-freshness').textContent).toContain(
      'Giá: SSI FastConnect Data, phiên 2026-11-26 (cập nhật 2026-11-26 15:32)',
    );
    expect(screen.getByTestId('feed-late').textContent).toBe('SSI FastConnect Data chậm 1 phiên');
    expect(screen.getByTestId('data-freshness-warning').textContent).toContain('đang chậm');
  });

  it('shows no warning when everything is current', () => {
    render(<DataFreshness freshness={{ ...OLD, warnings: [] }} />);
    expect(screen.queryByTestId('data-freshness-warning')).toBeNull();
  });
});
