import type { AccessRole } from '@/common/access/accessTable';
import type { MacroMenuNode, MacroMenuResponse } from '@/common/contracts/macro';
import type { Database } from '../../db/client';
import { MACRO_MENU } from '@/common/macroMenu';
import { vnGroupCode } from '../../catalog/macro';
import { isLockedFor, requiredPlanFor } from './macro.access';
import { readLabelSeries } from './macro.labels.service';
import { readMenuItems, type MenuItemRow, type SeriesRow, type SeriesStats } from './macro.repository';
import { toSeriesInfo } from './macro.series';

/** Families of each menu: the Vietnamese groups, or every group (the custom chart's picker). */
export const VN_FAMILIES = ['VN'] as const;
export const ALL_FAMILIES = ['VN', 'US', 'CN', 'COMMODITY'] as const;

/** The spec's ten groups and their children (spec section 2), by the codes the catalog gives them. */
const SPEC_GROUP_CODES: ReadonlySet<string> = new Set(MACRO_MENU.map(vnGroupCode));
const SPEC_KEY_CODES: ReadonlySet<string> = new Set(
  MACRO_MENU.flatMap((group) => group.childItem.map((child) => child.keyCode)),
);

/** Only monthly and quarterly indicators can be compared period by period. */
function comparable(item: MenuItemRow): boolean {
  return item.frequency === 'month' || item.frequency === 'quarter';
}

function node(
  item: MenuItemRow,
  role: AccessRole,
  extra: Pick<MacroMenuNode, 'metric' | 'children'>,
): MacroMenuNode {
  const isGroup = item.level === 1;
  return {
    id: item.id,
    code: item.code,
    groupId: item.groupCode,
    name: item.nameVi,
    levelId: item.level,
    haveChild: isGroup ? extra.children.length > 0 : item.haveChild,
    parentId: item.parentId,
    dimTable: item.dimTable,
    factTable: item.factTable,
    period: isGroup ? null : item.frequency,
    metric: extra.metric,
    isAutoCalculated: item.isAutoCalculated,
    type: isGroup ? 'group' : 'indicator',
    icon: item.icon,
    locked: isLockedFor(role, item),
    requiredPlan: requiredPlanFor(role, item),
    children: extra.children,
  };
}

function indicatorNode(
  item: MenuItemRow,
  role: AccessRole,
  series: readonly SeriesRow[],
  stats: ReadonlyMap<number, SeriesStats>,
): MacroMenuNode {
  const metric = series.map((line) => toSeriesInfo(line, item, stats.get(line.id)));
  return node(item, role, { metric, children: [] });
}

/**
 * The menu tree of some families: groups (level 1) with their indicators (level 2), each indicator
 * with its series and what they can show, and `locked` from the caller's role. `isSamePeriod` keeps
 * monthly and quarterly indicators only (groups left empty are dropped); `specOnly` keeps the spec's ten
 * groups and their children.
 */
export async function getMacroMenu(
  db: Database,
  role: AccessRole,
  options: { families: readonly string[]; isSamePeriod: boolean; specOnly?: boolean },
): Promise<MacroMenuResponse> {
  const all = await readMenuItems(db, options.families);
  // menu-macro is the spec's menu exactly; the custom chart's picker also has the extra lines
  // (exchange rates, population, the trade balance).
  const items = options.specOnly
    ? all.filter((item) => (item.level === 1 ? SPEC_GROUP_CODES : SPEC_KEY_CODES).has(item.code))
    : all;
  const groups = items.filter((item) => item.level === 1);
  const indicators = items.filter((item) => item.level === 2 && (!options.isSamePeriod || comparable(item)));
  const { seriesByItem, stats } = await readLabelSeries(db, indicators);
  const tree = groups.map((group) =>
    node(group, role, {
      metric: [],
      children: indicators
        .filter((item) => item.parentId === group.id)
        .map((item) => indicatorNode(item, role, seriesByItem.get(item.id) ?? [], stats)),
    }),
  );
  return { groups: options.isSamePeriod ? tree.filter((group) => group.children.length > 0) : tree };
}
