import { normalizeSearchText } from '@/common/text';
import { type ChartMetricInfo, type FinanceChip } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';

/** A metric found by the search, with the chip it was found in. */
export interface MetricHit {
  info: ChartMetricInfo;
  chipName: string;
}

/**
 * The metrics of every chip whose name contains all the words of `query`, ignoring case and
 * Vietnamese diacritics ("doanh thu" finds "Doanh thu thuần"). A metric in several chips is listed once.
 */
export function searchMetrics(chips: readonly FinanceChip[], query: string): MetricHit[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const seen = new Set<string>();
  const hits: MetricHit[] = [];
  for (const chip of chips) {
    for (const info of chip.metrics) {
      const key = metricKey(info);
      if (seen.has(key)) continue;
      const name = normalizeSearchText(`${info.name} ${info.id}`);
      if (words.every((word) => name.includes(word))) {
        seen.add(key);
        hits.push({ info, chipName: chip.name });
      }
    }
  }
  return hits;
}
