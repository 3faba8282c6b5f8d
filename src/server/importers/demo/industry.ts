import type { Database } from '../../db/client';
import { INDUSTRY_GROUPS } from '../../catalog/industry';
import { generateMacroDemo, type MacroDemoSummary } from './macro';
import type { Random } from './random';

/**
 * The industry deep data's demo (issue 10): the industry catalog written into the macro store (menu
 * groups DEEP_DATA_<INDUSTRY>, one series per entity) and every demo line drawn from its model, from
 * 2010 to the last complete period. Series an import made real are left as they are.
 */
export function generateIndustryDemo(
  db: Database,
  random: Random,
  options: { now?: Date } = {},
): Promise<MacroDemoSummary> {
  return generateMacroDemo(db, random, { now: options.now, catalog: INDUSTRY_GROUPS });
}
