import { z } from 'zod';
import { assignColors, isPaletteColor } from '../charts/colors';
import {
  AxisSlot,
  CHART_SIZES,
  MAX_CHARTS_PER_SECTION,
  MAX_METRICS_PER_CHART,
  SERIES_TYPES,
  type ChartSize,
  type SeriesType,
} from '../constants/charts';
import { rowIdSchema, tickerSchema } from './common';

/**
 * Chart sections of the analysis screens (issue 7, spec section 3): a section holds up to 10 charts,
 * a chart up to 6 metrics. The server validates with these schemas and the browser uses the same
 * ones, so both give the same Vietnamese messages.
 */

export { MAX_CHARTS_PER_SECTION, MAX_METRICS_PER_CHART };
/** Sections one owner may keep per ticker. */
export const MAX_SECTIONS_PER_SYMBOL = 30;

export const CHART_MESSAGES = {
  tooManyMetrics: `Mỗi biểu đồ có tối đa ${String(MAX_METRICS_PER_CHART)} chỉ tiêu`,
  tooManyCharts: `Mỗi mục có tối đa ${String(MAX_CHARTS_PER_SECTION)} biểu đồ`,
  tooManySections: `Mỗi mã chứng khoán có tối đa ${String(MAX_SECTIONS_PER_SYMBOL)} mục biểu đồ`,
  badConfig: 'Cấu hình biểu đồ không hợp lệ',
  badSeriesType: 'Kiểu biểu đồ của chỉ tiêu không hợp lệ',
  badAxis: 'Trục của chỉ tiêu không hợp lệ (0: trái 1, 1: phải 1, 2: trái 2, 3: phải 2)',
  badSize: `Kích thước biểu đồ không hợp lệ (${CHART_SIZES.join(', ')})`,
  badColor: 'Màu của chỉ tiêu không thuộc bảng màu',
  badMetricKind: 'Loại chỉ tiêu không hợp lệ',
  badMetricId: 'Mã chỉ tiêu không hợp lệ',
  badSectionName: 'Tên mục biểu đồ cần từ 1 đến 200 ký tự',
  badChartName: 'Tên biểu đồ tối đa 200 ký tự',
  conflict: 'Mục biểu đồ đã được thay đổi ở nơi khác, vui lòng tải lại.',
  notFound: 'Không tìm thấy mục biểu đồ.',
  deviceBudget:
    'Trình duyệt này đã lưu đủ số mục biểu đồ cho khách. Hãy xoá bớt mục cũ hoặc đăng nhập để lưu thêm.',
  userBudget: 'Tài khoản đã lưu đủ số mục biểu đồ cho phép. Hãy xoá bớt mục cũ để lưu thêm.',
} as const;

/** The series types a chart metric may use (spec section 3; 'expand' is a view, not a series). */
export const CHART_SERIES_TYPES = SERIES_TYPES.filter(
  (type): type is Exclude<SeriesType, 'expand'> => type !== 'expand',
);
export type ChartSeriesType = (typeof CHART_SERIES_TYPES)[number];

export const AXIS_SLOTS = Object.values(AxisSlot);

export { CHART_METRIC_KINDS, type ChartMetricKind } from './chartMetricKinds';
import { CHART_METRIC_KINDS } from './chartMetricKinds';

/** The range keys a chart may open with (src/common/constants/ranges.ts). */
export const CHART_TIME_FILTERS = ['3M', '6M', '1Y', '2Y', '3Y', '5Y', '10Y', 'All'] as const;
export type ChartTimeFilter = (typeof CHART_TIME_FILTERS)[number];

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

export const chartMetricSchema = z.object({
  kind: z.enum(CHART_METRIC_KINDS, { error: CHART_MESSAGES.badMetricKind }),
  /** Statement item code, ratio code, price series or macro series id. */
  id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[\w.:-]{1,80}$/, CHART_MESSAGES.badMetricId)),
  /** The label shown in the legend (optional: the browser may look it up). */
  name: z.string().trim().max(200).optional(),
  /** A palette colour; missing colours are allocated (the next unused one in the chart). */
  color: paletteColor.optional(),
  seriesType,
  axis: axisSlot,
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
export const chartSectionShareBody = z.object({ sectionId, enabled: z.boolean() });

export const SHARE_TOKEN_PATTERN = /^[\w-]{16,64}$/;
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
}

/** A section opened through its share link: read-only, without the owner's share token. */
export type SharedChartSection = Omit<ChartSection, 'shareToken'> & { readOnly: true };

export interface ChartSectionShareResponse {
  shareToken: string | null;
}
