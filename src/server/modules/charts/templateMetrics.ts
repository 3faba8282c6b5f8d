import {
  COMPANY_TYPES,
  STATEMENT_TYPES,
  type CompanyType,
  type StatementType,
} from '@/common/constants/market';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import type { ChartConfig, ChartMetric } from '@/common/contracts/charts';
import {
  missingRatioMessage,
  missingStatementLineMessage,
  tooManyWithHiddenMessage,
  type TemplateMetricNote,
} from '@/common/contracts/chartTemplates';
import { findRatio, isRatioFor } from '@/common/finance/ratios';
import { AppError } from '../../core/errors';
import { getTemplate } from '../../catalog/templates';
import { legendName } from './metrics/catalog';

/**
 * How a template section's metrics read for a company type (issue 33; docs/DATA.md "Template
 * sections"). Defined once here: the list, the update and the apply routes all use it.
 *
 * - A statement line is the same line wherever the catalogue gives it the same code (statement and
 *   code: `INCOME_STATEMENT.NET_PROFIT` exists for all four types). A line under another code in
 *   another type maps through STATEMENT_LINE_ALIASES (the first code of its group the type has).
 *   Otherwise the metric is left out and a note names it ("Chỉ tiêu 'Doanh thu thuần ...' không có
 *   ở ngân hàng").
 * - A ratio exists for the types the ratio catalogue lists (src/common/finance/ratios.ts); otherwise
 *   a note ("Chỉ số 'NIM' không có ở doanh nghiệp phi tài chính").
 * - Prices, macro series and formulas do not depend on the company type and pass as they are (a
 *   formula input without a ticker already means the page's ticker).
 */

/** Lines that are the same figure under different codes (same statement), checked in the templates. */
export const STATEMENT_LINE_ALIASES: Partial<Record<StatementType, readonly (readonly string[])[]>> = {
  BALANCE_SHEET: [
    // "Lợi ích của cổ đông không kiểm soát": banks' balance sheet names it MINORITY_INTEREST.
    ['NON_CONTROLLING_INTERESTS', 'MINORITY_INTEREST'],
    // Paid-in capital ("Vốn góp / Vốn đầu tư của chủ sở hữu") is a bank's "Vốn điều lệ".
    ['PAID_IN_CAPITAL', 'CHARTER_CAPITAL'],
  ],
};

const LINE_NAMES = new Map<string, Map<string, string>>();

/** The legend names of a type's lines of one statement, by code. */
function linesOf(companyType: CompanyType, statement: StatementType): Map<string, string> {
  const key = `${companyType}|${statement}`;
  let lines = LINE_NAMES.get(key);
  if (!lines) {
    lines = new Map(getTemplate(companyType, statement).map((item) => [item.code, legendName(item.nameVi)]));
    LINE_NAMES.set(key, lines);
  }
  return lines;
}

function splitStatementId(id: string): { statement: StatementType; code: string } | null {
  const dot = id.indexOf('.');
  const statement = id.slice(0, dot) as StatementType;
  if (dot < 0 || !STATEMENT_TYPES.includes(statement)) return null;
  return { statement, code: id.slice(dot + 1) };
}

/** The codes that are the same line as `code` (itself first). */
function sameLineCodes(statement: StatementType, code: string): readonly string[] {
  const group = STATEMENT_LINE_ALIASES[statement]?.find((codes) => codes.includes(code));
  return group ? [code, ...group.filter((other) => other !== code)] : [code];
}

/** The catalogue's names of a line across the types (what a legend shows when the user kept it). */
function catalogueNames(statement: StatementType, codes: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const type of COMPANY_TYPES) {
    for (const code of codes) {
      const name = linesOf(type, statement).get(code);
      if (name) names.add(name);
    }
  }
  return names;
}

/** Whose catalogue names a line a legend left unnamed: the most common kind of company first. */
const NAMING_ORDER: readonly CompanyType[] = ['non_financial', 'securities', 'insurance', 'bank'];

/** The name a note gives a line: the legend's own (the editor saves it), else the catalogue's. */
function lineLabel(metric: ChartMetric, statement: StatementType, code: string): string {
  if (metric.name) return metric.name;
  for (const type of NAMING_ORDER) {
    const name = linesOf(type, statement).get(code);
    if (name) return name;
  }
  return code;
}

export type TemplateMetricResolution = { metric: ChartMetric } | { note: string };

/** One metric of a template read for a company type: the metric to draw, or why it cannot be. */
export function resolveTemplateMetric(
  metric: ChartMetric,
  companyType: CompanyType,
): TemplateMetricResolution {
  if (metric.kind === 'ratio') {
    if (isRatioFor(metric.id, companyType)) return { metric };
    const name = metric.name ?? findRatio(metric.id)?.nameVi ?? metric.id;
    return { note: missingRatioMessage(name, companyType) };
  }
  if (metric.kind !== 'statement') return { metric };
  const line = splitStatementId(metric.id);
  if (!line) return { note: missingStatementLineMessage(metric.name ?? metric.id, companyType) };
  const codes = sameLineCodes(line.statement, line.code);
  const lines = linesOf(companyType, line.statement);
  const code = codes.find((candidate) => lines.has(candidate));
  if (code === undefined) {
    return { note: missingStatementLineMessage(lineLabel(metric, line.statement, line.code), companyType) };
  }
  if (code === line.code) return { metric };
  // Mapped to another code: a legend the catalogue named takes this type's name for the line.
  const kept = metric.name !== undefined && !catalogueNames(line.statement, codes).has(metric.name);
  return {
    metric: { ...metric, id: `${line.statement}.${code}`, ...(kept ? {} : { name: lines.get(code) }) },
  };
}

/** A template's charts for a company type: the metrics it can draw, and notes for the others. */
export function resolveTemplateCharts(
  charts: readonly ChartConfig[],
  companyType: CompanyType,
): { charts: ChartConfig[]; notes: TemplateMetricNote[] } {
  const notes: TemplateMetricNote[] = [];
  const resolved = charts.map((chart) => {
    const metrics: ChartMetric[] = [];
    for (const metric of chart.metrics) {
      const result = resolveTemplateMetric(metric, companyType);
      if ('metric' in result) metrics.push(result.metric);
      else
        notes.push({
          chartId: chart.chartId,
          metricKey: `${metric.kind}:${metric.id}`,
          message: result.note,
        });
    }
    return { ...chart, metrics };
  });
  return { charts: resolved, notes };
}

/**
 * An edit made on a ticker of `companyType` saves what that page showed, without the metrics the
 * type lacks (the browser never saw them): they are put back from the stored chart of the same
 * chartId, so editing a template on a bank keeps its 'Doanh thu thuần' for the other tickers. A
 * chart left with more than the allowed metrics: 400 naming it.
 */
export function restoreHiddenMetrics(
  stored: readonly ChartConfig[],
  incoming: readonly ChartConfig[],
  companyType: CompanyType,
): ChartConfig[] {
  const byId = new Map(stored.map((chart) => [chart.chartId, chart]));
  return incoming.map((chart) => {
    const before = byId.get(chart.chartId);
    if (!before) return chart;
    const present = new Set(chart.metrics.map((metric) => `${metric.kind}:${metric.id}`));
    const hidden = before.metrics.filter(
      (metric) =>
        !present.has(`${metric.kind}:${metric.id}`) && 'note' in resolveTemplateMetric(metric, companyType),
    );
    if (hidden.length === 0) return chart;
    if (chart.metrics.length + hidden.length > MAX_METRICS_PER_CHART) {
      throw new AppError(
        'VALIDATION',
        tooManyWithHiddenMessage(chart.chartName, hidden.length, MAX_METRICS_PER_CHART),
      );
    }
    return { ...chart, metrics: [...chart.metrics, ...hidden] };
  });
}
