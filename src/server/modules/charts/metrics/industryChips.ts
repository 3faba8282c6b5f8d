import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ChartMetricInfo, FinanceChip } from '@/common/contracts/financeChart';
import { industryLabel, industryPermission } from '@/common/industry/industries';
import type { Database } from '../../../db/client';
import { macroMenuItems, macroSeries } from '../../../db/schema';
import { INDUSTRY_CATALOG } from '../../../catalog/industry';
import { findMacroMetrics } from './macroCatalog';

/** At most this many metrics per industry chip: the company's own lines first, then the market's. */
const MAX_METRICS = 16;

/**
 * The industry chips of a company (issue 10): one per deep-data industry that lists the ticker, with
 * the company's own operating lines (HPG's steel sales) and the industry's market lines (prices,
 * totals), so they can be put in personal chart sections next to the company's statements. They are
 * macro metrics (`macro:<SERIES_CODE>.value`), gated on drawing by the industry's DEEP_DATA_* code.
 */
export async function industryChips(db: Database, ticker: string): Promise<FinanceChip[]> {
  const specs = INDUSTRY_CATALOG.filter((spec) => spec.tickers.includes(ticker));
  if (specs.length === 0) return [];
  const groupCodes = specs.map((spec) => industryPermission(spec.industry));
  const rows = await db
    .select({ code: macroSeries.code, groupCode: macroMenuItems.groupCode, ticker: macroSeries.ticker })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(
      and(
        inArray(macroMenuItems.groupCode, groupCodes),
        or(eq(macroSeries.ticker, ticker), isNull(macroSeries.ticker)),
      ),
    )
    .orderBy(asc(macroMenuItems.position), asc(macroSeries.position));
  const chips: FinanceChip[] = [];
  for (const spec of specs) {
    const groupCode = industryPermission(spec.industry);
    const lines = rows.filter((row) => row.groupCode === groupCode);
    const ordered = [
      ...lines.filter((row) => row.ticker === ticker),
      ...lines.filter((row) => row.ticker === null),
    ].slice(0, MAX_METRICS);
    const ids = ordered.map((row) => `${row.code}.value`);
    const metrics = await findMacroMetrics(db, ids);
    const present: ChartMetricInfo[] = ids.flatMap((id) => {
      const metric = metrics.get(id);
      if (!metric) return [];
      const { seriesId: _id, valueType: _type, source: _source, permission: _permission, ...info } = metric;
      return [info];
    });
    if (present.length > 0)
      chips.push({
        chipId: `industry-${spec.industry.toLowerCase()}`,
        name: `Ngành ${industryLabel(spec.industry)}`,
        metrics: present,
      });
  }
  return chips;
}
