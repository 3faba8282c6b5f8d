import type { ChartSeriesType } from '@/common/contracts/charts';
import type { MacroFrequency } from '@/common/constants/market';
import type { DeepDataIndustry } from '@/common/industry/industries';
import type { MacroValueType } from '@/common/macroMenu';
import type { CatalogSeries } from '../macro/types';

/**
 * The industry deep-data catalog (issue 10): per industry, its indicators at their natural frequency
 * and, under each, one series per entity (a producer, an export market, a carrier, a city, a
 * company). It is written into the macro store (menu items of group code DEEP_DATA_<INDUSTRY>,
 * macro_series, macro_values) so figures, value types, extendIDs, caching, access and chart metrics
 * are the macro module's. The demo generator draws every series from its `model`; the long-CSV
 * importer (src/server/importers/industry) loads real ones under the same codes.
 */

export interface IndustrySeriesSpec extends CatalogSeries {
  /** The listed company this line is about (HPG for "Hòa Phát" sales), when it is one. */
  ticker?: string;
}

export interface IndustryIndicatorSpec {
  /** Unique over the whole catalog: IND_<INDUSTRY>_<WHAT>, e.g. IND_STEEL_SALES. */
  code: string;
  nameVi: string;
  nameEn: string;
  /** One or two sentences: what it shows and why an analyst watches it. */
  description: string;
  /** Natural frequency of the source (month for prices and trade, quarter for capacity ...). */
  frequency: MacroFrequency;
  /** Value types offered: always 'value', plus yoy (and mom / qoq) for positive levels. */
  valueTypes: readonly MacroValueType[];
  /** How the dashboard draws the series: stacked columns for parts of a whole, lines for prices. */
  chartType: ChartSeriesType;
  /** What the dashboard shows first: 'value' (levels) or 'yoy' (growth). */
  defaultValueType?: MacroValueType;
  series: readonly IndustrySeriesSpec[];
}

export interface IndustrySectionSpec {
  title: string;
  indicators: readonly IndustryIndicatorSpec[];
}

export interface IndustrySpec {
  industry: DeepDataIndustry;
  /** One or two sentences shown on the industry's card and at the top of its dashboard. */
  description: string;
  /** Listed companies the industry compares, in order of size. */
  tickers: readonly string[];
  /** Headings of the dashboard (Giá, Sản lượng, Xuất khẩu, Đầu vào ...) with their indicators. */
  sections: readonly IndustrySectionSpec[];
  /** The indicator (and its first series) the cross-industry overview shows for the industry. */
  headline: string;
}

/** A slide of a presentation: a chart of some catalog series and the analyst's reading of it. */
export interface SlideSpec {
  title: string;
  notes: readonly string[];
  /** Series codes with the value type to draw (default 'value') and optional chart type / axis. */
  lines: readonly {
    series: string;
    valueType?: MacroValueType;
    chartType?: ChartSeriesType;
    axis?: 0 | 1;
  }[];
  /** Periods to mark, as YYYY-MM (month), YYYY-Qn (quarter) or YYYY. */
  marks?: readonly { period: string; label: string }[];
}

export interface PresentationSpec {
  slug: string;
  industry: DeepDataIndustry;
  title: string;
  subtitle: string;
  slides: readonly SlideSpec[];
}
