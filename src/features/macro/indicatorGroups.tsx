import type { MacroMenuNode } from '@/common/contracts/macro';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import { serverGroupIcon, staticGroupIcon } from './components/macroIcons';
import type { IndicatorGroup, IndicatorLink } from './components/IndicatorList';
import { defaultExtendId, findIndicatorByCode, indicatorsOf } from './macroMetrics';
import { indicatorPath, type MacroPage } from './macroPages';

function linkOf(node: MacroMenuNode | undefined, base: Omit<IndicatorLink, 'locked' | 'firstSeries'>) {
  const extendID = defaultExtendId(node);
  const name = node?.metric[0]?.name ?? '';
  return {
    ...base,
    ...(node?.locked ? { locked: true } : {}),
    ...(extendID ? { firstSeries: { extendID, name } } : {}),
  };
}

/**
 * The left list: the static menu's ten groups (known without the API; the menu adds locks and
 * default series once it arrives) and, on a US, China or commodity page, that group's indicators.
 */
export function buildIndicatorGroups(
  page: MacroPage,
  groups: readonly MacroMenuNode[] | undefined,
): IndicatorGroup[] {
  const staticGroups: IndicatorGroup[] = MACRO_MENU.map((group) => ({
    key: group.slug,
    label: group.label,
    icon: staticGroupIcon(group.icon),
    items: group.childItem.map((child) =>
      linkOf(findIndicatorByCode(groups, child.keyCode), {
        key: child.id,
        label: child.label,
        path: macroChildPath(group, child),
      }),
    ),
  }));
  if (page.kind === 'vn' || !groups) return staticGroups;
  const custom = groups
    .filter((group) => group.groupId === page.groupId)
    .map((group): IndicatorGroup => ({
      key: group.code,
      label: group.name,
      icon: serverGroupIcon(group),
      items: indicatorsOf(group.children).flatMap((node) => {
        const path = indicatorPath(node);
        return path ? [linkOf(node, { key: node.code, label: node.name, path })] : [];
      }),
    }));
  return [...custom, ...staticGroups];
}
