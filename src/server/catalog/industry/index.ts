import type { DeepDataIndustry } from '@/common/industry/industries';
import { AVIATION } from './industries/aviation';
import { BANK } from './industries/bank';
import { BEER } from './industries/beer';
import { CAUSTIC_SODA } from './industries/causticSoda';
import { CEMENT } from './industries/cement';
import { ELECTRIC } from './industries/electric';
import { FERTILIZER } from './industries/fertilizer';
import { FOOD } from './industries/food';
import { INDUSTRIAL_AREA } from './industries/industrialArea';
import { MILK } from './industries/milk';
import { PANGASIUS } from './industries/pangasius';
import { PHOSPHORUS } from './industries/phosphorus';
import { PIG } from './industries/pig';
import { REAL_ESTATE } from './industries/realEstate';
import { RUBBER } from './industries/rubber';
import { SHRIMP } from './industries/shrimp';
import { STEEL } from './industries/steel';
import { STOCK } from './industries/stock';
import { TEXTILE } from './industries/textile';
import { TRANSPORT } from './industries/transport';
import { toCatalogGroups } from './toCatalogGroups';
import type { IndustrySpec } from './types';

/** Every industry of the deep data, in the order of DEEP_DATA_INDUSTRIES. */
export const INDUSTRY_CATALOG: readonly IndustrySpec[] = [
  RUBBER,
  TRANSPORT,
  STOCK,
  SHRIMP,
  ELECTRIC,
  BANK,
  STEEL,
  REAL_ESTATE,
  TEXTILE,
  PANGASIUS,
  FOOD,
  FERTILIZER,
  PHOSPHORUS,
  CAUSTIC_SODA,
  INDUSTRIAL_AREA,
  MILK,
  BEER,
  AVIATION,
  CEMENT,
  PIG,
];

/** The industries as macro catalog groups (seeded into the macro store). */
export const INDUSTRY_GROUPS = toCatalogGroups(INDUSTRY_CATALOG);

export function industrySpecOf(industry: DeepDataIndustry): IndustrySpec | undefined {
  return INDUSTRY_CATALOG.find((spec) => spec.industry === industry);
}

export { PRESENTATIONS } from './presentations';
export { industryGroupCode, indicatorsOf } from './toCatalogGroups';
export * from './types';
