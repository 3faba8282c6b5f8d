import type { CompanyType, StatementType } from '@/common/constants/market';
import { STATEMENT_TYPES } from '@/common/constants/market';
import type { ChartMetricInfo } from '@/common/contracts/financeChart';
import { metricKey, parseMetricKey } from '@/common/contracts/financeChart';
import type { Database } from '../../../db/client';
import { AppError } from '../../../core/errors';
import { getTemplate } from '../../../catalog/templates';
import { companyMetricIndex, legendName } from './catalog';
import { findMacroMetrics, type MacroMetric } from './macroCatalog';

/** A metric a chart may draw, with what its figures are read from. */
export type ResolvedMetric =
  | (ChartMetricInfo & { kind: 'statement'; statement: StatementType; itemCode: string })
  | (ChartMetricInfo & { kind: 'ratio' | 'price' })
  | (MacroMetric & { kind: 'macro' });

const INDEX_CACHE = new Map<CompanyType, Map<string, ChartMetricInfo>>();

function indexOf(companyType: CompanyType): Map<string, ChartMetricInfo> {
  let index = INDEX_CACHE.get(companyType);
  if (!index) {
    index = companyMetricIndex(companyType);
    INDEX_CACHE.set(companyType, index);
  }
  return index;
}

/** Any line of the company type's statement templates (the chips show only the main lines). */
function statementMetric(companyType: CompanyType, id: string): ResolvedMetric | null {
  const dot = id.indexOf('.');
  const statement = id.slice(0, dot) as StatementType;
  const itemCode = id.slice(dot + 1);
  if (dot < 0 || !STATEMENT_TYPES.includes(statement)) return null;
  const listed = indexOf(companyType).get(metricKey({ kind: 'statement', id }));
  if (listed) return { ...listed, kind: 'statement', statement, itemCode };
  const item = getTemplate(companyType, statement).find((line) => line.code === itemCode);
  if (!item) return null;
  return {
    key: metricKey({ kind: 'statement', id }),
    kind: 'statement',
    id,
    name: legendName(item.nameVi),
    unit: 'đồng',
    valueKind: 'money',
    frequency: 'period',
    statement,
    itemCode,
  };
}

/**
 * Looks every key up for the company type. Unknown keys (or metrics of another company type, such
 * as NIM for a steel maker) are refused with 400, each named, so a chart never saves or asks for
 * something that cannot be drawn.
 */
export async function resolveMetrics(
  db: Database,
  companyType: CompanyType,
  keys: readonly string[],
  path = 'metrics',
): Promise<ResolvedMetric[]> {
  const parsed = keys.map((key) => parseMetricKey(key));
  const macroIds = parsed.flatMap((item) => (item?.kind === 'macro' ? [item.id] : []));
  const macro = macroIds.length > 0 ? await findMacroMetrics(db, macroIds) : new Map<string, MacroMetric>();
  const resolved: ResolvedMetric[] = [];
  const details: { path: string; message: string }[] = [];
  parsed.forEach((item, position) => {
    let metric: ResolvedMetric | null = null;
    if (item?.kind === 'statement') metric = statementMetric(companyType, item.id);
    else if (item?.kind === 'macro') {
      const found = macro.get(item.id);
      metric = found ? { ...found, kind: 'macro' } : null;
    } else if (item) {
      const found = indexOf(companyType).get(metricKey(item));
      metric =
        found && (found.kind === 'ratio' || found.kind === 'price') ? { ...found, kind: found.kind } : null;
    }
    if (metric) resolved.push(metric);
    else
      details.push({
        path: `${path}.${String(position)}`,
        message: `Chỉ tiêu không tồn tại: ${keys[position] ?? ''}`,
      });
  });
  if (details.length > 0) {
    throw new AppError('VALIDATION', details.map((detail) => detail.message).join('; '), { details });
  }
  return resolved;
}
