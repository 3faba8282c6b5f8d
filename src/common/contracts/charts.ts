import { z } from 'zod';
import { assignColors, isPaletteColor } from '../charts/colors';
import {
  AxisSlot,
  CHART_SIZES,
  MAX_CHARTS_PER_SECTION,
  MAX_METRICS_PER_CHART,
  type ChartSize,
} from '../constants/charts';
import type { TemplateMetricNote } from './chartTemplates';
import { rowIdSchema, tickerSchema } from './common';

/**
 * Chart sections of the analysis screens (issue 7, spec section 3): a section holds up to 10 charts,
 * a chart up to 6 metrics. The server validates with these schemas and the browser uses the same
 * ones, so both give the same Vietnamese messages.
 */

export * from './chartVocabulary';
import {
  AXIS_SLOTS,
  CHART_MESSAGES,
  CHART_SERIES_TYPES,
  CHART_TIME_FILTERS,
  MAX_SECTIONS_PER_SYMBOL,
  SHARE_TOKEN_PATTERN,
} from './chartVocabulary';
import { CHART_SERIES_KINDS, FORMULA_METRIC_KIND } from './chartMetricKinds';
export { CHART_SERIES_KINDS, FORMULA_METRIC_KIND, type ChartSeriesKind } from './chartMetricKinds';
import { FORMULA_METRIC_ID_PATTERN } from './metricKeys';
import { formulaSpecSchema } from './seriesMath';

/** What a formula metric may be told (Vietnamese). */
export const FORMULA_METRIC_MESSAGES = {
  formulaOnStored: 'Chỉ chỉ tiêu công thức mới có công thức và đơn vị riêng',
  missingFormula: 'Chỉ tiêu công thức cần có công thức',
  missingName: 'Đặt tên cho chỉ tiêu công thức (hiện trong chú thích)',
} as const;

const seriesType = z.enum(CHART_SERIES_TYPES, { error: CHART_MESSAGES.badSeriesType });

const axisSlot = z.custom<AxisSlot>(
  (value) => (AXIS_SLOTS as readonly unknown[]).includes(value),
  CHART_MESSAGES.badAxis,
);

/** 100, 66, 50 or 33 (numbers, or the same as strings). */
const chartSize = z.preprocess(
  (raw) => (typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw),
  z.custom<ChartSize>((value) => CHART_SIZES.includes(value as ChartSize), CHART_MESSAGES.badSize),
);

const paletteColor = z.string().trim().toLowerCase().refine(isPaletteColor, CHART_MESSAGES.badColor);

export const MAX_FORMULA_UNIT_LENGTH = 40;

const chartMetricObject = z.object({
  kind: z.enum(CHART_SERIES_KINDS, { error: CHART_MESSAGES.badMetricKind }),
  /** Statement item code, ratio code, price series, macro series id, or a formula metric's slug. */
  id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[\w.:-]{1,80}$/, CHART_MESSAGES.badMetricId)),
  /** The label shown in the legend (optional: the browser may look it up; required for a formula). */
  name: z.string().trim().max(200).optional(),
  /** A palette colour; missing colours are allocated (the next unused one in the chart). */
  color: paletteColor.optional(),
  seriesType,
  axis: axisSlot,
  /** Kind 'formula' only: what is computed (issue 33; figures from POST /api/series/evaluate). */
  formula: formulaSpecSchema.optional(),
  /** Kind 'formula' only: the unit shown beside its values ("%", "lần", "tỷ đồng" ...). */
  unit: z
    .string()
    .trim()
    .max(MAX_FORMULA_UNIT_LENGTH, `Đơn vị tối đa ${String(MAX_FORMULA_UNIT_LENGTH)} ký tự`)
    .optional(),
});

/**
 * One metric of a chart: a stored one (statement, ratio, price, macro: `kind` and `id`) or a formula
 * (kind 'formula', a generated slug as id, its own legend name, the formula and an optional unit).
 */
export const chartMetricSchema = chartMetricObject.superRefine((metric, ctx) => {
  if (metric.kind !== FORMULA_METRIC_KIND) {
    if (metric.formula !== undefined || metric.unit !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['formula'], message: FORMULA_METRIC_MESSAGES.formulaOnStored });
    }
    return;
  }
  if (!FORMULA_METRIC_ID_PATTERN.test(metric.id)) {
    ctx.addIssue({ code: 'custom', path: ['id'], message: CHART_MESSAGES.badMetricId });
  }
  if (!metric.formula) {
    ctx.addIssue({ code: 'custom', path: ['formula'], message: FORMULA_METRIC_MESSAGES.missingFormula });
  }
  if (!metric.name) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: FORMULA_METRIC_MESSAGES.missingName });
  }
});
export type ChartMetricInput = z.input<typeof chartMetricSchema>;

const coordinate = z.number().int().min(0).max(10_000);

export const chartPositionSchema = z.object({
  x: coordinate,
  y: coordinate,
  w: coordinate.optional(),
  h: coordinate.optional(),
});
export type ChartPosition = z.infer<typeof chartPositionSchema>;

export const chartSchema = z
  .object({
    chartId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, 'Mã biểu đồ không hợp lệ')
      .optional(),
    chartName: z.string().trim().max(200, CHART_MESSAGES.badChartName).default(''),
    metrics: z.array(chartMetricSchema).max(MAX_METRICS_PER_CHART, CHART_MESSAGES.tooManyMetrics).default([]),
    size: chartSize.default(100),
    isAutoAxis: z.boolean().default(true),
    viewType: z
      .string()
      .trim()
      .regex(/^[\w-]{1,40}$/, 'Kiểu xem không hợp lệ')
      .default('quarter'),
    initTimeFilter: z.enum(CHART_TIME_FILTERS, { error: 'Khoảng thời gian không hợp lệ' }).default('All'),
    position: chartPositionSchema.default({ x: 0, y: 0 }),
    textBlockContent: z.string().max(20_000).nullable().default(null),
  })
  .transform((chart, ctx) => {
    const seen = new Set<string>();
    for (const metric of chart.metrics) {
      const key = `${metric.kind}:${metric.id}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['metrics'], message: `Chỉ tiêu ${metric.id} bị lặp` });
        return z.NEVER;
      }
      seen.add(key);
    }
    return { ...chart, metrics: assignColors(chart.metrics) };
  });

/** A chart as stored and answered: every metric has its colour; chartId is set by the server. */
export type ChartConfig = Omit<z.output<typeof chartSchema>, 'chartId'> & { chartId: string };
export type ChartMetric = ChartConfig['metrics'][number];
export type ChartInput = z.input<typeof chartSchema>;

const chartList = z.array(chartSchema).max(MAX_CHARTS_PER_SECTION, CHART_MESSAGES.tooManyCharts);

/**
 * A section's charts: a JSON string (as the spec keeps it) or the value itself; either a list of
 * charts or `{ charts: [...] }`. Bad JSON or any other shape: 'Cấu hình biểu đồ không hợp lệ'.
 */
export const sectionConfigSchema = z
  .unknown()
  .transform((raw, ctx): unknown => {
    let value = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: CHART_MESSAGES.badConfig });
        return z.NEVER;
      }
    }
    if (value && typeof value === 'object' && !Array.isArray(value) && 'charts' in value) {
      value = value.charts;
    }
    if (!Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: CHART_MESSAGES.badConfig });
      return z.NEVER;
    }
    return value;
  })
  .pipe(chartList);
export type SectionConfigInput = z.input<typeof sectionConfigSchema>;

const sectionName = z
  .string()
  .trim()
  .min(1, CHART_MESSAGES.badSectionName)
  .max(200, CHART_MESSAGES.badSectionName);
const sectionId = rowIdSchema;

// ---- request bodies and queries

/** GET /api/enterprise/chart-section?symbol= */
export const chartSectionListQuery = z.object({ symbol: tickerSchema });

/** POST /api/enterprise/chart-section */
export const chartSectionCreateBody = z.object({
  symbol: tickerSchema,
  sectionName,
  config: sectionConfigSchema,
  isAutoAxis: z.boolean().default(true),
  /** A template for every ticker (issue 33; accounts only): `symbol` is the ticker it is made on. */
  isTemplate: z.boolean().default(false),
});
export type ChartSectionCreateBody = z.infer<typeof chartSectionCreateBody>;

/** PUT /api/enterprise/chart-section: the version read last, and what changes. */
export const chartSectionUpdateBody = z.object({
  sectionId,
  version: rowIdSchema,
  sectionName: sectionName.optional(),
  config: sectionConfigSchema.optional(),
  isAutoAxis: z.boolean().optional(),
  position: z.number().int().min(0).max(1000).optional(),
  /** Turns a per-ticker section into a template for every ticker, or a template back (issue 33). */
  isTemplate: z.boolean().optional(),
  /** The ticker the page shows: a template's charts are checked and answered for it. */
  symbol: tickerSchema.optional(),
});
export type ChartSectionUpdateBody = z.infer<typeof chartSectionUpdateBody>;

/** DELETE /api/enterprise/chart-section?sectionId= */
export const chartSectionIdQuery = z.object({ sectionId });

/** POST /api/enterprise/chart-section/duplicate */
export const chartSectionDuplicateBody = z.object({ sectionId, sectionName: sectionName.optional() });

/** POST /api/enterprise/chart-section/reorder: the ticker's sections in their new order. */
export const chartSectionReorderBody = z.object({
  symbol: tickerSchema,
  sectionIds: z.array(sectionId).max(MAX_SECTIONS_PER_SYMBOL),
});

/** POST /api/enterprise/chart-section/apply: copies a section to another ticker. */
export const chartSectionApplyBody = z.object({ sectionId, symbol: tickerSchema });

/** POST /api/enterprise/chart-section/share */
export const chartSectionShareBody = z.object({
  sectionId,
  enabled: z.boolean(),
  /** The ticker the page shows: a template's link opens on the ticker it was shared from. */
  symbol: tickerSchema.optional(),
});

/** GET /api/enterprise/chart-section/shared/[token] */
export const chartSectionSharedQuery = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, 'Liên kết chia sẻ không hợp lệ'),
});

/** /api/enterprise/stock-template/[deviceId]?symbol= */
export const stockTemplateQuery = z.object({
  deviceId: z.string().regex(/^[\w-]{8,128}$/, 'Mã thiết bị không hợp lệ'),
  symbol: tickerSchema,
});

/** One section of a device template (POST adds one; PUT replaces the list). */
export const stockTemplateSectionBody = z.object({
  sectionName,
  config: sectionConfigSchema,
  isAutoAxis: z.boolean().default(true),
});
export type StockTemplateSectionBody = z.infer<typeof stockTemplateSectionBody>;

export const stockTemplateReplaceBody = z.object({
  sections: z.array(stockTemplateSectionBody).max(MAX_SECTIONS_PER_SYMBOL, CHART_MESSAGES.tooManySections),
});
export type StockTemplateReplaceBody = z.infer<typeof stockTemplateReplaceBody>;

// ---- answers

export interface ChartSection {
  sectionId: number;
  sectionName: string;
  symbol: string;
  isAutoAxis: boolean;
  /** The charts as a JSON string (the spec's form); `charts` holds the same list parsed. */
  config: string;
  charts: ChartConfig[];
  position: number;
  version: number;
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
  /** A template listed on every ticker (issue 33); `symbol` is then the ticker it was made or shared on. */
  isTemplate?: boolean;
  /** A template read for a ticker: the metrics its company type lacks (left out of `charts`). */
  templateNotes?: TemplateMetricNote[];
}

/** A section opened through its share link: read-only, without the owner's share token. */
export type SharedChartSection = Omit<ChartSection, 'shareToken'> & { readOnly: true };

export interface ChartSectionShareResponse {
  shareToken: string | null;
}
