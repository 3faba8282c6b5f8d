import { HEAT_COLOR_THRESHOLD } from '@/common/constants/app';
import {
  FINANCE_TYPE_LABELS,
  PERIOD_TYPE_LABELS,
  UNIT_LABELS,
  type FinanceType,
  type PeriodType,
  type UnitFormat,
} from '@/common/constants/finance';
import type { FinanceDataResponse, FinanceLabel } from '@/common/contracts/finance';
import { formatNumber, formatPercent } from '@/common/format';
import { normalizeSearchText } from '@/common/text';
import { scaleItemValue } from '@/common/finance/scale';
import { visibleTreeRows } from '@/common/tree';
import { DERIVED_QUARTERS_SOURCE, sourceLabel } from '@/common/finance/statementSources';

/**
 * Display calculations of the statement tables (components only render what this returns):
 * unit scaling, growth as percents with heat colours (the server computes the changes), search within
 * items, expansion by level, the rows on screen.
 */

export type GrowthView = 'value' | 'yoy' | 'qoq';

export const GROWTH_VIEW_LABELS: Record<GrowthView, string> = {
  value: 'Giá trị',
  yoy: 'Tăng trưởng so với cùng kỳ',
  qoq: 'Tăng trưởng so với kỳ trước',
};

/** "so với quý trước" for quarters, "so với tháng trước" for months; a year has no previous quarter. */
export function growthViewLabel(view: GrowthView, periodType: PeriodType): string {
  if (view !== 'qoq') return GROWTH_VIEW_LABELS[view];
  if (periodType === 'quarter') return 'Tăng trưởng so với quý trước';
  if (periodType === 'month') return 'Tăng trưởng so với tháng trước';
  return GROWTH_VIEW_LABELS.qoq;
}

/** Background alpha at full heat: strong enough to see, light enough to read the figure on. */
const HEAT_MAX_ALPHA = 0.45;
const HEAT_UP_RGB = '82, 196, 26';
const HEAT_DOWN_RGB = '245, 34, 45';

export interface HeatColor {
  /** 0 (no change) to 1 (a change of threshold x 100% or more, either way). */
  intensity: number;
  background: string;
}

/**
 * Heat colour of a growth rate. Intensity grows linearly with |growth| and saturates at the spec's
 * threshold (0.5: a change of 50% or more is full colour); green for growth, red for decline.
 */
export function heatColor(growth: number | null, threshold = HEAT_COLOR_THRESHOLD): HeatColor | null {
  if (growth === null || !Number.isFinite(growth) || growth === 0 || threshold <= 0) return null;
  const intensity = Math.min(1, Math.abs(growth) / threshold);
  const alpha = Math.round(HEAT_MAX_ALPHA * intensity * 1000) / 1000;
  return { intensity, background: `rgba(${growth > 0 ? HEAT_UP_RGB : HEAT_DOWN_RGB}, ${alpha})` };
}

export interface FinanceCell {
  /** The figure as exported: the value in the unit, or the growth rate as a ratio (0.12 = 12%). */
  value: number | null;
  /** As shown: "1,234.57", "-12.00%", or "-" when missing. */
  text: string;
  negative: boolean;
  heat: HeatColor | null;
  /** Why the published figure breaks its source's identities (a quality mark), value view only. */
  quality?: string;
}

export interface FinanceColumn {
  key: string;
  label: string;
  /** Why a derived view cannot be computed for this period (Vietnamese), if it cannot. */
  unavailable?: string;
  /** Where the period's figures come from, in words ("vnstock – VCI", "Cộng từ 4 quý" ...). */
  source?: string;
  /** A year added up from its four quarters (no yearly statement published). */
  derived?: boolean;
}

export interface FinanceRow {
  key: string;
  name: string;
  /** Depth in the tree (0 = top), which the indentation and "expand to level" use. */
  depth: number;
  isTotal: boolean;
  cells: Record<string, FinanceCell>;
  /** Absent on leaves (antd draws an expand button for any children array). */
  children?: FinanceRow[];
}

export interface FinanceTable {
  columns: FinanceColumn[];
  /** Why there is no period at all (the API's reason), when there is none. */
  emptyReason?: string;
  rows: FinanceRow[];
  /** Deepest depth in the (unfiltered) tree; the expand-level control offers 0..maxDepth. */
  maxDepth: number;
  kind: 'value' | 'growth';
}

export interface FinanceTableOptions {
  unit: UnitFormat;
  numberPeriodShow: number;
  search?: string;
  heatThreshold?: number;
}

const MISSING_CELL: FinanceCell = { value: null, text: formatNumber(null), negative: false, heat: null };

interface LabelNode {
  label: FinanceLabel;
  children: LabelNode[];
}

/** The template's labels (in template order) as a tree; an unknown parent makes a root. */
export function buildLabelTree(labels: readonly FinanceLabel[]): LabelNode[] {
  const nodes = new Map<string, LabelNode>();
  for (const label of labels) nodes.set(label.code, { label, children: [] });
  const roots: LabelNode[] = [];
  for (const label of labels) {
    const node = nodes.get(label.code);
    if (!node) continue;
    const parent = label.parentCode === null ? undefined : nodes.get(label.parentCode);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A figure in the unit, or (a growth answer) the change the server computed, as a percent. */
function makeCell(
  code: string,
  current: number | null,
  growthAnswer: boolean,
  options: FinanceTableOptions,
): FinanceCell {
  if (!growthAnswer) {
    const value = scaleItemValue(code, current, options.unit);
    if (value === null) return MISSING_CELL;
    const text = formatNumber(value);
    return { value, text, negative: text.startsWith('-'), heat: null };
  }
  const growth = current;
  if (growth === null || !Number.isFinite(growth)) return MISSING_CELL;
  const text = formatPercent(growth);
  return {
    value: growth,
    text,
    negative: text.startsWith('-'),
    heat: heatColor(growth, options.heatThreshold),
  };
}

/** Keeps rows that match the search or lead to a match; a matching row keeps its whole subtree. */
function filterTree(rows: FinanceRow[], query: string, match: (row: FinanceRow) => boolean): FinanceRow[] {
  if (!query) return rows;
  const kept: FinanceRow[] = [];
  for (const row of rows) {
    if (match(row)) {
      kept.push(row);
      continue;
    }
    const children = row.children ? filterTree(row.children, query, match) : [];
    if (children.length > 0) kept.push({ ...row, children });
  }
  return kept;
}

/**
 * Turns one API answer into the table on screen: newest period first, figures in the chosen unit, or
 * the changes of a growth answer (`data.growth`, asked for by financeQueryArgs' growthView) as percents.
 */
export function buildFinanceTable(data: FinanceDataResponse, options: FinanceTableOptions): FinanceTable {
  const growthAnswer = data.growth !== undefined;
  const shown = Math.max(0, data.periods.length - Math.max(1, options.numberPeriodShow));
  const indices = data.periods.map((_, index) => index).filter((index) => index >= shown);
  indices.reverse();
  const columns: FinanceColumn[] = indices.flatMap((index) => {
    const period = data.periods[index];
    if (!period) return [];
    const unavailable = data.unavailable[period.key];
    const column: FinanceColumn = { key: period.key, label: period.label };
    if (unavailable) column.unavailable = unavailable;
    const source = data.sources?.[period.key];
    if (source !== undefined) {
      column.source = sourceLabel(source);
      if (source === DERIVED_QUARTERS_SOURCE) column.derived = true;
    }
    return [column];
  });

  // Quality marks sit on published figures: shown in the value view, where the figure is on screen.
  const marks = new Map<string, string>();
  if (!growthAnswer) {
    for (const mark of data.quality ?? []) {
      const key = `${mark.itemCode}|${mark.periodKey}`;
      marks.set(key, marks.has(key) ? `${marks.get(key) ?? ''}\n${mark.message}` : mark.message);
    }
  }

  let maxDepth = 0;
  const toRow = (node: LabelNode, depth: number): FinanceRow => {
    maxDepth = Math.max(maxDepth, depth);
    const series = data.values[node.label.code] ?? [];
    const cells: Record<string, FinanceCell> = {};
    for (const index of indices) {
      const period = data.periods[index];
      if (!period) continue;
      const cell = makeCell(node.label.code, series[index] ?? null, growthAnswer, options);
      const quality = marks.get(`${node.label.code}|${period.key}`);
      cells[period.key] = quality === undefined || cell.value === null ? cell : { ...cell, quality };
    }
    const row: FinanceRow = {
      key: node.label.code,
      name: node.label.nameVi,
      depth,
      isTotal: node.label.isTotal,
      cells,
    };
    if (node.children.length > 0) row.children = node.children.map((child) => toRow(child, depth + 1));
    return row;
  };
  const tree = buildLabelTree(data.labels).map((node) => toRow(node, 0));

  const query = normalizeSearchText(options.search ?? '');
  const rows = filterTree(tree, query, (row) => normalizeSearchText(row.name).includes(query));
  const table: FinanceTable = {
    columns,
    rows,
    maxDepth,
    kind: growthAnswer ? 'growth' : 'value',
  };
  if (data.emptyReason !== undefined) table.emptyReason = data.emptyReason;
  return table;
}

/** Keys of the rows to open so that rows down to `depth` show (depth 0: only the top rows). */
export function expandedKeysToDepth(rows: readonly FinanceRow[], depth: number): string[] {
  const keys: string[] = [];
  const walk = (list: readonly FinanceRow[]) => {
    for (const row of list) {
      if (row.children && row.depth < depth) {
        keys.push(row.key);
        walk(row.children);
      }
    }
  };
  walk(rows);
  return keys;
}

/** The rows on screen, in order: children only under open rows (what export writes). */
export function visibleRows(rows: readonly FinanceRow[], expandedKeys: readonly string[]): FinanceRow[] {
  return visibleTreeRows(rows, expandedKeys).map(({ row }) => row);
}

/** "Đơn vị: Tỷ đồng" for figures, "Đơn vị: %" for growth. */
export function unitCaption(kind: FinanceTable['kind'], unit: UnitFormat): string {
  return `Đơn vị: ${kind === 'growth' ? '%' : UNIT_LABELS[unit]}`;
}

/** The statement's title, with the base statement for the derived views. */
export function statementTitle(tableName: FinanceType, statement?: FinanceType): string {
  const title = FINANCE_TYPE_LABELS[tableName];
  if ((tableName === 'ANNUALIZE' || tableName === 'TRAILING') && statement) {
    return `${title} (${FINANCE_TYPE_LABELS[statement]})`;
  }
  return title;
}

export function periodCaption(periodType: PeriodType): string {
  return `Kỳ: ${PERIOD_TYPE_LABELS[periodType]}`;
}
