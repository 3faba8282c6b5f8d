import type { IndustryDashboardResponse, IndustryIndicator } from '@/common/contracts/industry';

/** The dashboard's headings with their indicators, in the server's order. */
export interface DashboardSection {
  title: string;
  indicators: IndustryIndicator[];
}

export const OTHER_SECTION_TITLE = 'Chỉ tiêu khác';

/**
 * Sections with the indicators they name (unknown codes skipped, empty sections dropped); any
 * indicator no section names goes under "Chỉ tiêu khác" at the end, so nothing is lost.
 */
export function dashboardSections(
  data: Pick<IndustryDashboardResponse, 'sections' | 'indicators'>,
): DashboardSection[] {
  const byCode = new Map(data.indicators.map((indicator) => [indicator.code, indicator]));
  const placed = new Set<string>();
  const sections = data.sections.flatMap((section) => {
    const indicators = section.indicatorCodes.flatMap((code) => {
      const indicator = byCode.get(code);
      if (!indicator || placed.has(code)) return [];
      placed.add(code);
      return [indicator];
    });
    return indicators.length > 0 ? [{ title: section.title, indicators }] : [];
  });
  const rest = data.indicators.filter((indicator) => !placed.has(indicator.code));
  return rest.length > 0 ? [...sections, { title: OTHER_SECTION_TITLE, indicators: rest }] : sections;
}
