import { industryLabel, industryPermission } from '@/common/industry/industries';
import type { CatalogChild, CatalogGroup } from '../macro/types';
import type { IndustryIndicatorSpec, IndustrySpec } from './types';

/** The menu code of an industry's group row in macro_menu_items (IND_STEEL). */
export function industryGroupCode(spec: Pick<IndustrySpec, 'industry'>): string {
  return `IND_${spec.industry}`;
}

export function indicatorsOf(spec: IndustrySpec): IndustryIndicatorSpec[] {
  return spec.sections.flatMap((section) => section.indicators);
}

function toChild(spec: IndustrySpec, indicator: IndustryIndicatorSpec): CatalogChild {
  return {
    code: indicator.code,
    nameVi: indicator.nameVi,
    nameEn: indicator.nameEn,
    frequency: indicator.frequency,
    valueTypes: indicator.valueTypes,
    factTable: `deep_${spec.industry.toLowerCase()}`,
    isFree: false,
    series: indicator.series,
  };
}

/**
 * The industries as macro catalog groups (group code = the industry's permission code), so the
 * macro seed writes their menu rows and series and the macro demo generator fills them.
 */
export function toCatalogGroups(catalog: readonly IndustrySpec[]): CatalogGroup[] {
  return catalog.map((spec) => ({
    code: industryGroupCode(spec),
    groupCode: industryPermission(spec.industry),
    nameVi: industryLabel(spec.industry),
    nameEn: spec.industry,
    icon: null,
    children: indicatorsOf(spec).map((indicator) => toChild(spec, indicator)),
  }));
}
