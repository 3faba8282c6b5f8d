import type { CompanyType, StatementType } from '@/common/constants/market';
import type { ChartMetricInfo, FinanceChip, MetricValueKind } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/financeChart';
import { RATIO_GROUP_LABELS, RATIO_GROUPS, ratiosFor, type RatioUnit } from '@/common/finance/ratios';
import { isUnscaledItem } from '@/common/finance/scale';
import { getTemplate } from '../../../catalog/templates';

/**
 * The metrics a chart can draw for a company type, grouped into the chips of the financial chart:
 * statement items (the main lines of each statement), the ratio catalogue by group, prices, and a
 * choice of macro series (macroCatalog.ts, read from the database). One place decides what exists,
 * so the chips, the figures endpoint and the chart-section validation agree.
 */

interface StatementChip {
  chipId: string;
  name: string;
  statement: StatementType;
  maxLevel: number;
}

const STATEMENT_CHIPS: readonly StatementChip[] = [
  { chipId: 'income', name: 'Kết quả kinh doanh', statement: 'INCOME_STATEMENT', maxLevel: 0 },
  { chipId: 'balance', name: 'Cân đối kế toán', statement: 'BALANCE_SHEET', maxLevel: 1 },
  { chipId: 'cashflow', name: 'Lưu chuyển tiền tệ', statement: 'CASH_FLOW_INDIRECT', maxLevel: 0 },
];

/** "TỔNG CỘNG TÀI SẢN" reads better in a legend as "Tổng cộng tài sản". */
export function legendName(name: string): string {
  if (name !== name.toLocaleUpperCase('vi')) return name;
  const lower = name.toLocaleLowerCase('vi');
  return lower.charAt(0).toLocaleUpperCase('vi') + lower.slice(1);
}

function statementValueKind(code: string): MetricValueKind {
  if (code === 'BROKERAGE_MARKET_SHARE') return 'percent';
  return isUnscaledItem(code) ? 'perShare' : 'money';
}

const UNIT_OF_KIND: Record<MetricValueKind, string> = {
  money: 'đồng',
  percent: '%',
  times: 'lần',
  perShare: 'đồng/cp',
  count: 'cp',
  index: 'điểm',
  other: '',
};

function statementMetrics(companyType: CompanyType, chip: StatementChip): ChartMetricInfo[] {
  return getTemplate(companyType, chip.statement)
    .filter((item) => item.level <= chip.maxLevel)
    .map((item) => {
      const valueKind = statementValueKind(item.code);
      const id = `${chip.statement}.${item.code}`;
      return {
        key: metricKey({ kind: 'statement', id }),
        kind: 'statement' as const,
        id,
        name: legendName(item.nameVi),
        unit: UNIT_OF_KIND[valueKind],
        valueKind,
        frequency: 'period' as const,
      };
    });
}

const RATIO_VALUE_KIND: Record<RatioUnit, MetricValueKind> = {
  percent: 'percent',
  times: 'times',
  vnd: 'perShare',
};

function ratioMetrics(companyType: CompanyType): Map<string, ChartMetricInfo[]> {
  const byGroup = new Map<string, ChartMetricInfo[]>();
  for (const ratio of ratiosFor(companyType)) {
    const valueKind = RATIO_VALUE_KIND[ratio.unit];
    const list = byGroup.get(ratio.group) ?? [];
    list.push({
      key: metricKey({ kind: 'ratio', id: ratio.code }),
      kind: 'ratio',
      id: ratio.code,
      name: ratio.nameVi,
      unit: UNIT_OF_KIND[valueKind],
      valueKind,
      frequency: 'period',
    });
    byGroup.set(ratio.group, list);
  }
  return byGroup;
}

export const PRICE_METRICS: readonly ChartMetricInfo[] = [
  {
    key: 'price:close',
    kind: 'price',
    id: 'close',
    name: 'Giá đóng cửa (điều chỉnh)',
    unit: 'đồng',
    valueKind: 'perShare',
    frequency: 'day',
  },
  {
    key: 'price:volume',
    kind: 'price',
    id: 'volume',
    name: 'Khối lượng giao dịch',
    unit: 'cp',
    valueKind: 'count',
    frequency: 'day',
  },
];

/** The chips of a company type without the macro chip (which needs the database). */
export function companyChips(companyType: CompanyType): FinanceChip[] {
  const statements = STATEMENT_CHIPS.map((chip) => ({
    chipId: chip.chipId,
    name: chip.name,
    metrics: statementMetrics(companyType, chip),
  }));
  const ratios = ratioMetrics(companyType);
  const ratioChips = RATIO_GROUPS.flatMap((group) => {
    const metrics = ratios.get(group) ?? [];
    return metrics.length > 0 ? [{ chipId: `ratio_${group}`, name: RATIO_GROUP_LABELS[group], metrics }] : [];
  });
  return [
    ...statements,
    ...ratioChips,
    { chipId: 'price', name: 'Giá cổ phiếu', metrics: [...PRICE_METRICS] },
  ];
}

/** Every non-macro metric of a company type by key. */
export function companyMetricIndex(companyType: CompanyType): Map<string, ChartMetricInfo> {
  return new Map(companyChips(companyType).flatMap((chip) => chip.metrics.map((m) => [m.key, m] as const)));
}
