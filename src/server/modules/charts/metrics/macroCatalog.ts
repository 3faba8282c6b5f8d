import { and, eq, inArray } from 'drizzle-orm';
import type { PermissionCode } from '@/common/constants/permissions';
import type { ChartMetricInfo, FinanceChip } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/financeChart';
import type { Database } from '../../../db/client';
import { macroMenuItems, macroSeries, macroValues } from '../../../db/schema';

/**
 * Macro series as chart metrics: `macro:<SERIES_CODE>.<valueType>`. Any stored series and value
 * type can be drawn; the chip offers a short list analysts put next to company figures. Changes
 * (yoy, mom, qoq, yoy_avg) are stored in percent points, so they read as "%" as they are.
 */

const CHIP_CHOICES: readonly (readonly [string, string])[] = [
  ['VN_GDP_REAL_TOTAL', 'yoy'],
  ['VN_CPI_TOTAL', 'yoy'],
  ['VN_IIP_TOTAL', 'yoy'],
  ['VN_PMI', 'value'],
  ['VN_RETAIL_TOTAL', 'yoy'],
  ['VN_EXPORT_TOTAL', 'value'],
  ['VN_FDI_REALIZED', 'value'],
  ['COMMODITY_BRENT_PRICE', 'value'],
  ['COMMODITY_GOLD_PRICE', 'value'],
  ['COMMODITY_HRC_PRICE', 'value'],
  ['US_FED_FUNDS_RATE', 'value'],
];

const VALUE_TYPE_SUFFIX: Record<string, string> = {
  value: '',
  yoy: ' (so với cùng kỳ, %)',
  mom: ' (so với tháng trước, %)',
  qoq: ' (so với quý trước, %)',
  yoy_avg: ' (bình quân so với cùng kỳ, %)',
};

const GROUP_PERMISSIONS: Record<string, { free: PermissionCode; all: PermissionCode }> = {
  VN: { free: 'MACRO_VN_FREE', all: 'MACRO_VN_ALL' },
  US: { free: 'MACRO_US_FREE', all: 'MACRO_US_ALL' },
  CN: { free: 'MACRO_CN_FREE', all: 'MACRO_CN_ALL' },
  COMMODITY: { free: 'COMMODITY_FREE', all: 'COMMODITY_ALL' },
};

export interface MacroMetric extends ChartMetricInfo {
  seriesId: number;
  valueType: string;
  source: string;
  /** The permission that shows the series (its group's FREE or ALL code). */
  permission: PermissionCode;
}

/** `VN_CPI_TOTAL.yoy` -> ['VN_CPI_TOTAL', 'yoy']; a bare code means the level ('value'). */
export function splitMacroId(id: string): { code: string; valueType: string } {
  const dot = id.lastIndexOf('.');
  return dot < 0
    ? { code: id, valueType: 'value' }
    : { code: id.slice(0, dot), valueType: id.slice(dot + 1) };
}

interface SeriesRow {
  id: number;
  code: string;
  nameVi: string;
  unit: string;
  frequency: string;
  source: string;
  groupCode: string;
  isFree: boolean;
}

function toMetric(row: SeriesRow, valueType: string): MacroMetric | null {
  const suffix = VALUE_TYPE_SUFFIX[valueType];
  const permissions = GROUP_PERMISSIONS[row.groupCode];
  if (suffix === undefined || !permissions) return null;
  const isLevel = valueType === 'value';
  const unit = isLevel ? row.unit : '%';
  const id = `${row.code}.${valueType}`;
  return {
    key: metricKey({ kind: 'macro', id }),
    kind: 'macro',
    id,
    name: `${row.nameVi}${suffix}`,
    unit,
    valueKind: isLevel && row.unit === 'điểm' ? 'index' : 'other',
    frequency: row.frequency === 'quarter' || row.frequency === 'year' ? row.frequency : 'month',
    seriesId: row.id,
    valueType,
    source: row.source,
    permission: row.isFree ? permissions.free : permissions.all,
  };
}

async function readSeries(db: Database, codes: readonly string[]): Promise<SeriesRow[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      id: macroSeries.id,
      code: macroSeries.code,
      nameVi: macroSeries.nameVi,
      unit: macroSeries.unit,
      frequency: macroSeries.frequency,
      source: macroSeries.source,
      groupCode: macroMenuItems.groupCode,
      isFree: macroMenuItems.isFree,
    })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(inArray(macroSeries.code, [...codes]));
}

async function hasValues(db: Database, seriesId: number, valueType: string): Promise<boolean> {
  const [row] = await db
    .select({ seriesId: macroValues.seriesId })
    .from(macroValues)
    .where(and(eq(macroValues.seriesId, seriesId), eq(macroValues.valueType, valueType)))
    .limit(1);
  return row !== undefined;
}

/** Macro metrics by id (`CODE.valueType`); unknown codes and value types are left out. */
export async function findMacroMetrics(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, MacroMetric>> {
  const wanted = ids.map(splitMacroId);
  const rows = await readSeries(
    db,
    wanted.map((item) => item.code),
  );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const found = new Map<string, MacroMetric>();
  for (const { code, valueType } of wanted) {
    const row = byCode.get(code);
    const metric = row ? toMetric(row, valueType) : null;
    if (metric) found.set(metric.id, metric);
  }
  return found;
}

/** The macro chip: the choices that have figures in this database (none: no chip). */
export async function macroChip(db: Database): Promise<FinanceChip | null> {
  const metrics = await findMacroMetrics(
    db,
    CHIP_CHOICES.map(([code, valueType]) => `${code}.${valueType}`),
  );
  const present: ChartMetricInfo[] = [];
  for (const metric of metrics.values()) {
    if (await hasValues(db, metric.seriesId, metric.valueType)) {
      const { seriesId: _id, valueType: _type, source: _source, permission: _permission, ...info } = metric;
      present.push(info);
    }
  }
  return present.length > 0 ? { chipId: 'macro', name: 'Vĩ mô', metrics: present } : null;
}
