import type { PermissionCode } from '@/common/constants/permissions';
import type { MacroMenuNode } from '@/common/contracts/macro';
import { findMacroChild, macroChildPath, MACRO_MENU, type MacroIconKey } from '@/common/macroMenu';
import { indicatorsOf } from './macroMetrics';

/**
 * Which indicator a /macro/<group>/<child> address shows. The ten Vietnamese groups are the static
 * menu's (src/common/macroMenu.ts); the US, China and commodity groups exist only on the server
 * (menu-macro-custom), so their addresses are /macro/us|china|commodity/<indicator code in
 * kebab case> (US_GDP -> /macro/us/us-gdp) and the page finds the indicator once the menu arrives.
 */

export type CustomGroupId = 'US' | 'CN' | 'COMMODITY';

export interface CustomGroupInfo {
  groupId: CustomGroupId;
  slug: string;
  label: string;
  /** The permission of the whole group (which plan the upgrade link names). */
  permission: PermissionCode;
}

export const CUSTOM_GROUPS: readonly CustomGroupInfo[] = [
  { groupId: 'US', slug: 'us', label: 'Kinh tế Mỹ', permission: 'MACRO_US_ALL' },
  { groupId: 'CN', slug: 'china', label: 'Kinh tế Trung Quốc', permission: 'MACRO_CN_ALL' },
  { groupId: 'COMMODITY', slug: 'commodity', label: 'Hàng hóa', permission: 'COMMODITY_ALL' },
];

export type MacroPage =
  | {
      kind: 'vn';
      path: string;
      groupLabel: string;
      childLabel: string;
      keyCode: string;
      icon: MacroIconKey;
    }
  | {
      kind: 'custom';
      path: string;
      groupLabel: string;
      groupId: CustomGroupId;
      /** The indicator's code in kebab case, as in the address. */
      childSlug: string;
    };

/** The permission whose plan unlocks a menu node's group. */
export function groupPermission(groupId: string): PermissionCode {
  return CUSTOM_GROUPS.find((group) => group.groupId === groupId)?.permission ?? 'MACRO_VN_ALL';
}

/** US_GDP -> us-gdp. */
export function indicatorSlug(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The page an address names; null when it names none (404). Needs no API. */
export function resolveMacroPage(groupSlug: string, childSlug: string): MacroPage | null {
  const found = findMacroChild(groupSlug, childSlug);
  if (found) {
    return {
      kind: 'vn',
      path: macroChildPath(found.group, found.child),
      groupLabel: found.group.label,
      childLabel: found.child.label,
      keyCode: found.child.keyCode,
      icon: found.group.icon,
    };
  }
  const custom = CUSTOM_GROUPS.find((group) => group.slug === groupSlug);
  if (!custom || !SLUG_PATTERN.test(childSlug)) return null;
  return {
    kind: 'custom',
    path: `/macro/${custom.slug}/${childSlug}`,
    groupLabel: custom.label,
    groupId: custom.groupId,
    childSlug,
  };
}

/** The page's indicator in a menu tree (undefined while unknown or when the tree has none). */
export function findPageIndicator(
  page: MacroPage,
  groups: readonly MacroMenuNode[] | undefined,
): MacroMenuNode | undefined {
  if (!groups) return undefined;
  if (page.kind === 'vn') return indicatorsOf(groups).find((node) => node.code === page.keyCode);
  return indicatorsOf(groups.filter((group) => group.groupId === page.groupId)).find(
    (node) => indicatorSlug(node.code) === page.childSlug,
  );
}

/** The address of a server menu node's indicator page (null for an unknown group). */
export function indicatorPath(node: MacroMenuNode): string | null {
  const custom = CUSTOM_GROUPS.find((group) => group.groupId === node.groupId);
  if (custom) return `/macro/${custom.slug}/${indicatorSlug(node.code)}`;
  for (const group of MACRO_MENU) {
    const child = group.childItem.find((item) => item.keyCode === node.code);
    if (child) return macroChildPath(group, child);
  }
  return null;
}

/** The first indicator page of a server group (null when it has none). */
export function firstIndicatorPath(group: MacroMenuNode): string | null {
  for (const indicator of indicatorsOf(group.children)) {
    const path = indicatorPath(indicator);
    if (path) return path;
  }
  return null;
}
