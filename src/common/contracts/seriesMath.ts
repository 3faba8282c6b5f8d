import { z } from 'zod';
import {
  FREQUENCY_AGGREGATIONS,
  GROUP_AGGREGATES,
  SERIES_FREQUENCIES,
  SERIES_UNITS,
  type FormulaSpec,
} from '../seriesMath/types';
import { rowIdSchema, tickerSchema } from './common';

/**
 * The request shapes of issue 33's formulas (see src/common/seriesMath/types.ts for their meaning):
 * one schema checks a formula wherever it arrives (POST /api/series/evaluate, a chart section's
 * formula metric, the macro view's address), with Vietnamese messages.
 */

export const MAX_FORMULA_INPUTS = 8;
export const MAX_FORMULA_LENGTH = 200;
export const MAX_GROUP_TICKERS = 50;
export const FORMULA_INPUT_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

const seriesGroupSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('industry'),
      icbCode: z
        .string()
        .trim()
        .regex(/^\d{2,8}$/, 'Mã ngành ICB không hợp lệ'),
    }),
    z.object({
      kind: z.literal('tickers'),
      tickers: z
        .array(tickerSchema)
        .min(1, 'Nhóm cần ít nhất một mã')
        .max(MAX_GROUP_TICKERS, `Nhóm tối đa ${String(MAX_GROUP_TICKERS)} mã`),
    }),
    z.object({ kind: z.literal('watchlist'), watchlistId: rowIdSchema }),
  ],
  { error: 'Nhóm doanh nghiệp không hợp lệ (ngành, danh sách mã hoặc danh sách theo dõi)' },
);

export const seriesSourceSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^(statement|ratio|price|macro|industry):[\w.-]{1,80}$/, 'Mã chuỗi số liệu không hợp lệ'),
  ticker: tickerSchema.optional(),
  periodType: z.enum(['quarter', 'year'], { error: 'Kỳ phải là quý hoặc năm' }).optional(),
  group: seriesGroupSchema.optional(),
  aggregate: z
    .enum(GROUP_AGGREGATES, { error: 'Cách gộp nhóm phải là tổng, trung bình hoặc trung vị' })
    .optional(),
});

export const seriesTransformSchema = z.object({
  frequency: z.enum(SERIES_FREQUENCIES, { error: 'Tần suất không hợp lệ' }).optional(),
  aggregation: z.enum(FREQUENCY_AGGREGATIONS, { error: 'Cách quy đổi tần suất không hợp lệ' }).optional(),
  units: z.enum(SERIES_UNITS, { error: 'Đơn vị biến đổi không hợp lệ' }).optional(),
});

export const formulaInputSchema = z.object({
  name: z.enum(FORMULA_INPUT_NAMES, { error: 'Tên chuỗi phải là một chữ cái từ a đến h' }),
  source: seriesSourceSchema,
  transform: seriesTransformSchema.optional(),
});

export const formulaSpecSchema = z
  .object({
    expression: z
      .string()
      .trim()
      .min(1, 'Nhập công thức, ví dụ a/b')
      .max(MAX_FORMULA_LENGTH, `Công thức tối đa ${String(MAX_FORMULA_LENGTH)} ký tự`),
    inputs: z
      .array(formulaInputSchema)
      .min(1, 'Công thức cần ít nhất một chuỗi')
      .max(MAX_FORMULA_INPUTS, `Tối đa ${String(MAX_FORMULA_INPUTS)} chuỗi trong một công thức`),
    movingAverage: z.coerce
      .number()
      .int('Số kỳ trung bình trượt phải là số nguyên')
      .min(2, 'Trung bình trượt từ 2 kỳ')
      .max(500, 'Trung bình trượt tối đa 500 kỳ')
      .optional(),
    rebaseDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày gốc phải có dạng YYYY-MM-DD')
      .optional(),
  })
  .superRefine((spec, ctx) => {
    const names = new Set<string>();
    for (const input of spec.inputs) {
      if (names.has(input.name)) {
        ctx.addIssue({ code: 'custom', path: ['inputs'], message: `Tên chuỗi ${input.name} bị lặp` });
        return;
      }
      names.add(input.name);
      if (input.source.group && !input.source.aggregate) {
        ctx.addIssue({
          code: 'custom',
          path: ['inputs'],
          message: `Chọn cách gộp nhóm cho chuỗi ${input.name}`,
        });
        return;
      }
    }
  }) satisfies z.ZodType<FormulaSpec>;

/** POST /api/series/evaluate */
export const seriesEvaluateBody = z.object({ formula: formulaSpecSchema });
export type SeriesEvaluateBody = z.infer<typeof seriesEvaluateBody>;

/**
 * POST /api/series/evaluate as the route reads it: the formula and, for sections that follow the
 * page's ticker, `defaultTicker` (the ticker of an input that names neither a ticker nor a group).
 */
export const seriesEvaluateRequest = seriesEvaluateBody.extend({ defaultTicker: tickerSchema.optional() });
export type SeriesEvaluateRequest = z.infer<typeof seriesEvaluateRequest>;

const seriesPointSchema = z.tuple([z.number(), z.number().nullable()]);

/** One input as the answer describes it (the legend and the "Nguồn" line). */
export const evaluatedInputSchema = z.object({
  name: z.string(),
  /** "VCB, Cho vay khách hàng", "Ngành 8300 (tổng, 27 mã), Cho vay khách hàng", "CPI (so với cùng kỳ, %)". */
  label: z.string(),
  unit: z.string(),
  source: z.string(),
});

/** The answer: the evaluated series with a reason at every null point (and notes on some values). */
export const seriesEvaluateResponse = z.object({
  series: z.object({
    frequency: z.enum(SERIES_FREQUENCIES),
    points: z.array(seriesPointSchema),
    notes: z.array(z.string().nullable()),
  }),
  inputs: z.array(evaluatedInputSchema),
  frequency: z.enum(SERIES_FREQUENCIES),
  /** The inputs' sources, once each: "Báo cáo tài chính; Tổng cục Thống kê". */
  source: z.string(),
  /** Plan limits and empty inputs (Vietnamese), when any. */
  notices: z.array(z.string()).optional(),
});
export type SeriesEvaluateResponse = z.infer<typeof seriesEvaluateResponse>;

/** The `extra` of a 400 answer for a formula that cannot be evaluated (FormulaError of the engine). */
export const formulaErrorExtra = z.object({
  formulaError: z.object({
    code: z.string(),
    message: z.string(),
    at: z.number().optional(),
    offerFrequency: z.enum(SERIES_FREQUENCIES).optional(),
  }),
});
