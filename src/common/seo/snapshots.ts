/**
 * What a company's or a macro indicator's link preview and meta description say, read once on the
 * server (src/server/modules/preview/preview.data.ts) and written out by src/common/seo/descriptions.ts
 * (text) and the preview cards (image). Money stays in VND; units apply only when written.
 */

export interface QuarterFigures {
  /** "Q3/2024". */
  label: string;
  /** In a sentence: "quý 3/2024". */
  phrase: string;
  /** The company type's revenue line (VND); null when the quarter lacks it. */
  revenue: number | null;
  /** Net profit attributable to the parent's shareholders (VND). */
  netProfit: number | null;
}

export interface PriceSnapshot {
  /** YYYY-MM-DD of the last close. */
  date: string;
  /** Last close, VND per share, as the company header shows it. */
  price: number;
  change: number | null;
  /** Percent (1.5 = +1.5 %). */
  changePercent: number | null;
}

/** What a company's meta description says: who it is and its latest quarter (no prices). */
export interface CompanyFacts {
  ticker: string;
  name: string;
  shortName: string | null;
  exchange: string | null;
  industry: string | null;
  /** The revenue line's short Vietnamese name for the company type ("Doanh thu thuần", "Tổng thu nhập hoạt động"). */
  revenueLabel: string;
  latestQuarter: QuarterFigures | null;
}

/** What its preview image adds: the last close and change, and recent closes for the small chart. */
export interface CompanySnapshot extends CompanyFacts {
  price: PriceSnapshot | null;
  /** Recent adjusted closes, oldest first (the preview's small chart). */
  closes: number[];
}

export interface MacroSnapshot {
  /** The indicator's name ("GDP danh nghĩa"). */
  name: string;
  /** The series shown (the indicator's first line), when it is named apart from the indicator. */
  seriesName: string;
  unit: string;
  source: string;
  /**
   * The indicator's figures need a paid plan: the preview and description name it but show no value.
   * Figures open to a free account are the site's free figures and are shown.
   */
  locked: boolean;
  latest: { period: string; label: string; phrase: string; value: number } | null;
  /** The value the period before, for the change. */
  previous: number | null;
  /** Recent values, oldest first. */
  values: number[];
}
