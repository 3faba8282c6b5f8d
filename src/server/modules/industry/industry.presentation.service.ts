import type { PresentationResponse, PresentationSlide } from '@/common/contracts/industry';
import { presentationPermission } from '@/common/industry/industries';
import { assertAccess, roleOfUser } from '../../access/accessContext';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import {
  indicatorsOf,
  INDUSTRY_CATALOG,
  PRESENTATIONS,
  type IndustryIndicatorSpec,
} from '../../catalog/industry';
import { presentationNotFound } from './industry.access';
import { presentationSummaryOf } from './industry.dashboard.service';
import { chartLine } from './industry.lines';
import { parseIndustryPeriod } from '../../catalog/industry/periods';
import { newer } from './industry.periods';
import { readSeriesByCodes, readSeriesDates } from './industry.repository';

/** The catalog indicator of each series code (a slide's default chart type is its indicator's). */
const INDICATOR_OF_SERIES: ReadonlyMap<string, IndustryIndicatorSpec> = new Map(
  INDUSTRY_CATALOG.flatMap((spec) =>
    indicatorsOf(spec).flatMap((indicator) =>
      indicator.series.map((series) => [series.code, indicator] as const),
    ),
  ),
);

/**
 * GET /api/industry/presentation?slug=: the slides of a presentation with their lines resolved to
 * extendIDs (the figures come from metric-data), their marks on the periods' last days and the date
 * of their data. 404 for an unknown slug; 403 PLAN_REQUIRED without the industry's PRESENT_* code.
 */
export async function getPresentation(
  db: Database,
  user: AuthUser | null,
  slug: string,
): Promise<PresentationResponse> {
  const spec = PRESENTATIONS.find((candidate) => candidate.slug === slug);
  if (!spec) throw presentationNotFound();
  assertAccess(user, presentationPermission(spec.industry));
  const codes = [...new Set(spec.slides.flatMap((slide) => slide.lines.map((line) => line.series)))];
  const found = await readSeriesByCodes(db, codes);
  const dates = await readSeriesDates(
    db,
    [...found.values()].map(({ series }) => series.id),
  );
  const slides = spec.slides.map((slide): PresentationSlide => {
    const lines = slide.lines.flatMap((line, index) => {
      const stored = found.get(line.series);
      if (!stored) return [];
      const chartType = line.chartType ?? INDICATOR_OF_SERIES.get(line.series)?.chartType ?? 'line';
      const style = { valueType: line.valueType ?? 'value', chartType, axis: line.axis ?? 0, index };
      return [chartLine(stored.item, stored.series, style)];
    });
    const dataDate = lines.reduce<string | null>(
      (latest, line) => newer(latest, dates.get(line.seriesId)?.latestPeriod ?? null),
      null,
    );
    const marks = (slide.marks ?? []).flatMap((mark) => {
      const period = parseIndustryPeriod(mark.period);
      return period ? [{ period: period.end, label: mark.label }] : [];
    });
    return { title: slide.title, notes: [...slide.notes], lines, marks, dataDate };
  });
  return {
    ...presentationSummaryOf(spec, roleOfUser(user)),
    dataDate: slides.reduce<string | null>((latest, slide) => newer(latest, slide.dataDate), null),
    slides,
  };
}
