import type { ChartConfig } from '@/common/contracts/charts';
import { metricKey } from '@/common/contracts/financeChart';
import { storedMetrics } from '@/common/contracts/metricKeys';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { findCompany } from '../finance/finance.repository';
import { resolveMetrics } from './metrics/metricIndex';

/**
 * Every metric of a section's charts must exist for the ticker's company type (a statement line of
 * its template, one of its ratios, a price series, a stored macro series): otherwise 400 naming the
 * metric and where it is (config.<chart>.metrics.<n>). An unknown ticker: 404.
 */
export async function assertChartMetrics(
  db: Database,
  symbol: string,
  charts: readonly Pick<ChartConfig, 'metrics'>[],
): Promise<void> {
  const company = await findCompany(db, symbol);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${symbol}.`);
  for (const [index, chart] of charts.entries()) {
    // Formula metrics (issue 33) are checked by their schema; their inputs when they are evaluated.
    const stored = storedMetrics(chart.metrics);
    if (stored.length === 0) continue;
    await resolveMetrics(
      db,
      company.companyType,
      stored.map((metric) => metricKey(metric)),
      `config.${String(index)}.metrics`,
    );
  }
}
