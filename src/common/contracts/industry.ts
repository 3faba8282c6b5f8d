import { z } from 'zod';
import { CHART_SERIES_TYPES } from './charts';
import { macroPeriod, macroValueType } from './macro';
import { DEEP_DATA_INDUSTRIES } from '../constants/permissions';
import { isDeepDataIndustry } from '../industry/industries';
import { PLANS } from '../constants/plans';

/**
 * Industry deep data and presentations (issue 10). An industry's indicators live in the macro store
 * (menu items of group code DEEP_DATA_<INDUSTRY>, one series per entity: a producer, a market, a
 * carrier, a city, a company), so their figures come from GET /api/macro/metric-data by extendID
 * like any macro series, gated by the industry's DEEP_DATA_* code. These routes describe what to
 * draw; docs/API.md lists them, docs/DECISIONS.md says why.
 */

export const industryCode = z.enum(DEEP_DATA_INDUSTRIES);

/** ?industry= : the code (STEEL) or the URL slug (steel, real-estate), any case. */
export const industryQuery = z.object({
  industry: z
    .string({ error: 'Vui lòng chọn ngành' })
    .trim()
    .min(1, 'Vui lòng chọn ngành')
    .max(40, 'Mã ngành không hợp lệ')
    .transform((value) => value.toUpperCase().replaceAll('-', '_'))
    .refine(isDeepDataIndustry, 'Ngành không tồn tại'),
});
export type IndustryQuery = z.infer<typeof industryQuery>;

/** ?slug= of a presentation: lowercase letters, digits and dashes. */
export const presentationQuery = z.object({
  slug: z
    .string({ error: 'Vui lòng chọn bài trình bày' })
    .trim()
    .min(1, 'Vui lòng chọn bài trình bày')
    .max(60, 'Mã bài trình bày không hợp lệ')
    .regex(/^[a-z0-9-]+$/, 'Mã bài trình bày không hợp lệ'),
});

const requiredPlan = z.enum(PLANS).nullable();

/** Whether the caller may see the figures, and if not which plan opens them. */
export const industryAccess = z.object({
  permission: z.string(),
  locked: z.boolean(),
  /** The plan that opens it (null when open to the caller). */
  requiredPlan,
});

export const industrySummary = industryAccess.extend({
  code: industryCode,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  indicatorCount: z.number(),
  /** Listed companies the industry compares (tickers). */
  tickers: z.array(z.string()),
  /** The newest period any indicator has, YYYY-MM-DD (last day); null without data. */
  latestPeriod: z.string().nullable(),
});
export type IndustrySummary = z.infer<typeof industrySummary>;

/** One line of a chart: a series at a period and value type, drawn as configured. */
export const industryChartLine = z.object({
  /** `<menuItemId>-<seriesId>-<period>-<valueType>`: GET /api/macro/metric-data?extendID=. */
  extendID: z.string(),
  seriesId: z.number(),
  seriesCode: z.string(),
  name: z.string(),
  /** The level's unit; a change (yoy ...) reads in %. */
  unit: z.string(),
  /** The listed company the line is about, when it is one (links to its pages). */
  ticker: z.string().nullable(),
  chartType: z.enum(CHART_SERIES_TYPES),
  /** Axis slot 0 left, 1 right (AxisSlot). */
  axis: z.number().int().min(0).max(3),
  color: z.string(),
  valueType: macroValueType,
  period: macroPeriod,
});
export type IndustryChartLine = z.infer<typeof industryChartLine>;

export const industryIndicator = z.object({
  /** The menu item id (the first part of the extendIDs). */
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** What the chart shows and why it matters, one or two sentences. */
  description: z.string(),
  frequency: macroPeriod,
  unit: z.string(),
  source: z.string(),
  releaseDate: z.string().nullable(),
  latestPeriod: z.string().nullable(),
  /** True when the lines are listed companies (the comparison table uses them). */
  byCompany: z.boolean(),
  /** The value types every drawn line offers at the indicator's frequency (value, yoy, mom ...). */
  valueTypes: z.array(macroValueType),
  lines: z.array(industryChartLine),
});
export type IndustryIndicator = z.infer<typeof industryIndicator>;

/** A heading of the dashboard and the indicators under it (prices, output, exports, inputs ...). */
export const industrySection = z.object({
  title: z.string(),
  indicatorCodes: z.array(z.string()),
});

/** GET /api/industry/dashboard?industry=: open (structure, no figures), `locked` for the caller. */
export const industryDashboardResponse = z.object({
  industry: industrySummary,
  sections: z.array(industrySection),
  indicators: z.array(industryIndicator),
});
export type IndustryDashboardResponse = z.infer<typeof industryDashboardResponse>;

/** GET /api/industry/list: the industries and the presentations, each marked for the caller. */
export const presentationSummary = industryAccess.extend({
  slug: z.string(),
  industry: industryCode,
  title: z.string(),
  subtitle: z.string(),
  slideCount: z.number(),
});
export type PresentationSummary = z.infer<typeof presentationSummary>;

export const industryListResponse = z.object({
  industries: z.array(industrySummary),
  presentations: z.array(presentationSummary),
  /** The cross-industry overview's access (DEEP_DATA_ALL). */
  overview: industryAccess,
});
export type IndustryListResponse = z.infer<typeof industryListResponse>;

/** A company's newest figure of one indicator, with its change on a year earlier. */
export const companyFigure = z.object({
  period: z.string(),
  /** "05/2025", "Q2/2025" or "2025". */
  periodLabel: z.string(),
  value: z.number(),
  /** % change on the same period a year earlier (null when unknown or not meaningful). */
  yoy: z.number().nullable(),
  /** The company's share of the industry's lines at that period, % (null when not additive). */
  share: z.number().nullable(),
});
export type CompanyFigure = z.infer<typeof companyFigure>;

/** GET /api/industry/companies?industry= (DEEP_DATA_<INDUSTRY>): companies x operating indicators. */
export const industryCompaniesResponse = z.object({
  industry: industryCode,
  indicators: z.array(
    z.object({ code: z.string(), name: z.string(), unit: z.string(), frequency: macroPeriod }),
  ),
  rows: z.array(
    z.object({
      ticker: z.string(),
      name: z.string(),
      exchange: z.string().nullable(),
      /** False when the company is not in this database (no page to link to). */
      listed: z.boolean(),
      /** By indicator code; null when the company has no figure for it. */
      figures: z.record(z.string(), companyFigure.nullable()),
    }),
  ),
});
export type IndustryCompaniesResponse = z.infer<typeof industryCompaniesResponse>;

/** GET /api/industry/overview (DEEP_DATA_ALL): every industry's headline figures side by side. */
export const industryOverviewResponse = z.object({
  rows: z.array(
    z.object({
      industry: industryCode,
      name: z.string(),
      indicatorCode: z.string(),
      indicatorName: z.string(),
      seriesName: z.string(),
      unit: z.string(),
      figure: companyFigure.nullable(),
    }),
  ),
});
export type IndustryOverviewResponse = z.infer<typeof industryOverviewResponse>;

/** A marked period on a slide's chart with its note (a plot band or point label). */
export const slideMark = z.object({ period: z.string(), label: z.string() });

export const presentationSlide = z.object({
  title: z.string(),
  /** The analyst's reading of the chart: a few short paragraphs. */
  notes: z.array(z.string()),
  lines: z.array(industryChartLine),
  marks: z.array(slideMark),
  /** The newest period the slide's lines have, YYYY-MM-DD; null without data. */
  dataDate: z.string().nullable(),
});
export type PresentationSlide = z.infer<typeof presentationSlide>;

/** GET /api/industry/presentation?slug= (PRESENT_* of the industry). */
export const presentationResponse = presentationSummary.extend({
  /** The newest period across the slides (the date of the data). */
  dataDate: z.string().nullable(),
  slides: z.array(presentationSlide),
});
export type PresentationResponse = z.infer<typeof presentationResponse>;
