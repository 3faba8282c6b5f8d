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
  prices: { source: 'ohlcv-csv', lastDate: '2021-07-15', sessionsBehind: 1380, stale: true },
  warnings: ['Báo cáo tài chính mới nhất là kỳ Q2/2023 ...', 'Giá gần nhất là ngày 2021-07-15 ...'],
};

describe('the freshness line of a company page', () => {
  it('names the sources and their dates, and lists the warnings', () => {
    render(<DataFreshness freshness={OLD} />);
    expect(screen.getByTestId('data-freshness').textContent).toContain(
      'Báo cáo tài chính: FiinTrade (Excel), đến kỳ Q2/2023, cập nhật 2026-11-20 · Giá: ohlcv-csv, đến 2021-07-15',
    );
    const warning = screen.getByTestId('data-freshness-warning');
    expect(warning.textContent).toContain('Giá gần nhất là ngày 2021-07-15');
    expect(warning.textContent).toContain('Báo cáo tài chính mới nhất là kỳ Q2/2023');
  });

  it('shows no warning when everything is current', () => {
    render(<DataFreshness freshness={{ ...OLD, warnings: [] }} />);
    expect(screen.queryByTestId('data-freshness-warning')).toBeNull();
  });
});
