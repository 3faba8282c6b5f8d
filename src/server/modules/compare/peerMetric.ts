import type { PeerCell, PeerColumn } from '@/common/contracts/compare';
import type { AuthUser } from '../../core/authUser';
import { isAppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { loadChartSeries } from '../charts/metrics/chartData.service';
import type { CompareCompanyRow } from './compare.repository';

/** The peer table's column of a chosen statement line (not a screener fact). */
export const METRIC_COLUMN = 'METRIC';

const BILLION = 1e9;
const NOT_FOR_TYPE = 'Chỉ tiêu này không có ở loại hình doanh nghiệp của mã.';

/** "Q3/2025" or "2025" from a period's last day (UTC ms). */
export function periodLabel(ms: number, periodType: 'quarter' | 'year'): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear());
  return periodType === 'year' ? year : `Q${String(Math.floor(date.getUTCMonth() / 3) + 1)}/${year}`;
}

/**
 * Each ticker's latest known value of a statement line (tỷ đồng), through the chart data service
 * (plan limits included). Statement lines have no better direction (a cost is not a profit): the
 * column is not ranked.
 */
export async function latestStatementValues(
  db: Database,
  user: AuthUser | null,
  companies: readonly CompareCompanyRow[],
  metric: string,
  periodType: 'quarter' | 'year',
): Promise<{ column: PeerColumn; cells: Map<string, PeerCell> }> {
  const cells = new Map<string, PeerCell>();
  let label = metric;
  for (const company of companies) {
    try {
      const answer = await loadChartSeries(db, user, { ticker: company.ticker, periodType, keys: [metric] });
      const series = answer.series[0];
      if (!series) continue;
      label = series.name;
      const last = [...series.points].reverse().find(([, y]) => y !== null);
      cells.set(
        company.ticker,
        last && last[1] !== null
          ? { value: last[1] / BILLION, rank: null, period: periodLabel(last[0], periodType) }
          : { value: null, rank: null, reason: series.notice ?? 'Chưa có số liệu của chỉ tiêu này.' },
      );
    } catch (error) {
      if (!isAppError(error) || error.code !== 'VALIDATION') throw error;
      cells.set(company.ticker, { value: null, rank: null, reason: NOT_FOR_TYPE });
    }
  }
  const column: PeerColumn = {
    key: METRIC_COLUMN,
    label: `${label} (${periodType === 'year' ? 'năm' : 'quý'} gần nhất)`,
    unit: 'billionVnd',
    better: null,
    help: 'Giá trị của kỳ gần nhất có số liệu, theo báo cáo tài chính; không xếp hạng vì chiều tốt của một khoản mục báo cáo tùy từng dòng.',
  };
  return { column, cells };
}
