import { eq, inArray } from 'drizzle-orm';
import type { PermissionCode } from '@/common/constants/permissions';
import { macroPermissionOf } from '@/common/macro/access';
import type { MacroPoint } from '@/common/macro/valueTypes';
import { MACRO_VALUE_TYPES, type MacroValueType } from '@/common/macroMenu';
import { loadSeries } from '../../macro/macro.cache';
import { pointsOf } from '../../macro/macro.metric.service';
import { frequencyOf } from '../../macro/macro.series';
import type { ChartMetricInfo, FinanceChip } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/financeChart';
import type { Database } from '../../../db/client';
import { macroMenuItems, macroSeries } from '../../../db/schema';

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
  itemCode: string;
}

function toMetric(row: SeriesRow, valueType: string): MacroMetric | null {
  const suffix = VALUE_TYPE_SUFFIX[valueType];
  if (suffix === undefined) return null;
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
    permission: macroPermissionOf({ groupCode: row.groupCode, isFree: row.isFree, code: row.itemCode }),
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
      itemCode: macroMenuItems.code,
    })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(inArray(macroSeries.code, [...codes]));
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
    if ((await macroSeriesPoints(db, metric)).some(([, value]) => value !== null)) {
      const { seriesId: _id, valueType: _type, source: _source, permission: _permission, ...info } = metric;
      present.push(info);
    }
  }
  return present.length > 0 ? { chipId: 'macro', name: 'Vĩ mô', metrics: present } : null;
}

/**
 * A macro metric's figures at its own frequency, computed by the macro module's one value-type
 * routine (published figures first, computed ones where the source published none).
 */
export async function macroSeriesPoints(
  db: Database,
  metric: Pick<MacroMetric, 'seriesId' | 'valueType'>,
): Promise<MacroPoint[]> {
  const valueType = MACRO_VALUE_TYPES.find((type) => type === metric.valueType);
  const { found, rows } = await loadSeries(db, metric.seriesId);
  if (!found || !valueType) return [];
  return pointsOf(found.series, rows, frequencyOf(found.series), valueType satisfies MacroValueType);
}
