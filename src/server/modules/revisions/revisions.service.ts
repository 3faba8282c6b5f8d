import { FINANCE_TYPE_LABELS } from '@/common/constants/finance';
import type { MacroFrequency } from '@/common/constants/market';
import {
  ADMIN_REVISIONS_PAGE_SIZE,
  type AdminRevisionList,
  type AdminRevisionRow,
  type AdminRevisionsQuery,
} from '@/common/contracts/adminRevisions';
import { periodLabel } from '@/common/finance/periods';
import { sourceLabel } from '@/common/finance/statementSources';
import { labelOfOrdinal, ordinalOf } from '@/common/macro/calendar';
import { MACRO_VALUE_TYPE_LABELS } from '@/common/macro/labels';
import type { Database } from '../../db/client';
import { getTemplate } from '../../catalog/templates';
import { readRevisions, type StoredRevision } from './revisions.repository';

/** The console's list of changed figures (docs/DATA.md "Revisions and asOf"), in the user's words. */

const STATEMENT_UNIT = 'đồng';

function itemNameOf(row: StoredRevision): string {
  const code = row.itemCode ?? '';
  if (!row.companyType || !row.statement) return code;
  return getTemplate(row.companyType, row.statement).find((item) => item.code === code)?.nameVi ?? code;
}

function valueTypeLabel(valueType: string): string {
  return (MACRO_VALUE_TYPE_LABELS as Record<string, string>)[valueType] ?? valueType;
}

function macroFrequency(value: string | null): MacroFrequency {
  return value === 'quarter' || value === 'year' ? value : 'month';
}

function common(row: StoredRevision) {
  return {
    key: `${row.kind}-${String(row.id)}`,
    kind: row.kind,
    oldValue: row.oldValue,
    newValue: row.removed ? null : row.newValue,
    removed: row.removed,
    validFrom: new Date(row.validFromMs).toISOString(),
    validTo: new Date(row.validToMs).toISOString(),
  };
}

function statementRow(row: StoredRevision): AdminRevisionRow {
  return {
    ...common(row),
    ticker: row.ticker,
    seriesId: null,
    seriesName: null,
    tableLabel: row.statement ? FINANCE_TYPE_LABELS[row.statement] : '',
    itemCode: row.itemCode ?? '',
    itemName: itemNameOf(row),
    periodLabel: periodLabel({
      periodType: row.periodType ?? 'year',
      year: row.year ?? 0,
      sub: row.quarter ?? 0,
    }),
    unit: STATEMENT_UNIT,
    source: sourceLabel(row.source),
  };
}

function macroRow(row: StoredRevision): AdminRevisionRow {
  const frequency = macroFrequency(row.seriesFrequency);
  const valueType = row.valueType ?? 'value';
  return {
    ...common(row),
    ticker: null,
    seriesId: row.seriesId,
    seriesName: row.seriesName ?? `#${String(row.seriesId)}`,
    tableLabel: valueTypeLabel(valueType),
    itemCode: valueType,
    itemName: valueTypeLabel(valueType),
    periodLabel: row.period ? labelOfOrdinal(ordinalOf(row.period, frequency), frequency) : '',
    unit: valueType === 'value' ? (row.seriesUnit ?? '') : '%',
    source: row.source,
  };
}

/** One page of changed figures, the newest change first, filtered by ticker or macro series. */
export async function listRevisions(db: Database, query: AdminRevisionsQuery): Promise<AdminRevisionList> {
  const { rows, total } = await readRevisions(db, {
    ticker: query.ticker,
    seriesId: query.seriesId,
    limit: ADMIN_REVISIONS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_REVISIONS_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => (row.kind === 'macro' ? macroRow(row) : statementRow(row))),
    total,
    page: query.page,
    pageSize: ADMIN_REVISIONS_PAGE_SIZE,
  };
}
