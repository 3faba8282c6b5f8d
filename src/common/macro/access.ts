import type { PermissionCode } from '../constants/permissions';
import { industryOfGroupCode, industryPermission } from '../industry/industries';
import { DEFAULT_MACRO_METRIC_ID, MACRO_MENU } from '../macroMenu';

/** The permission family of each macro group code (docs/ACCESS.md). */
const FAMILIES: Readonly<Record<string, { free: PermissionCode; all: PermissionCode }>> = {
  VN: { free: 'MACRO_VN_FREE', all: 'MACRO_VN_ALL' },
  US: { free: 'MACRO_US_FREE', all: 'MACRO_US_ALL' },
  CN: { free: 'MACRO_CN_FREE', all: 'MACRO_CN_ALL' },
  COMMODITY: { free: 'COMMODITY_FREE', all: 'COMMODITY_ALL' },
};

/** The key code of the default indicator (spec: current metric 1-1, nominal GDP). */
export const DEFAULT_MACRO_KEY_CODE =
  MACRO_MENU.flatMap((group) => group.childItem).find((child) => child.id === DEFAULT_MACRO_METRIC_ID)
    ?.keyCode ?? 'GDP_NONIMAL';

/**
 * The code that opens a macro menu item: MACRO_DEFAULT for the default indicator (so a guest sees a
 * real macro chart), else its family's *_FREE code when the item is free, else *_ALL. An unknown
 * family is treated as Vietnamese and paid, so nothing new opens by accident. Industry deep data
 * (group code DEEP_DATA_<INDUSTRY>, issue 10) is opened by that code, whatever isFree says.
 */
export function macroPermissionOf(item: {
  groupCode: string;
  isFree: boolean;
  code?: string;
}): PermissionCode {
  if (item.code === DEFAULT_MACRO_KEY_CODE) return 'MACRO_DEFAULT';
  const industry = industryOfGroupCode(item.groupCode);
  if (industry) return industryPermission(industry);
  const family = FAMILIES[item.groupCode] ?? { free: 'MACRO_VN_ALL', all: 'MACRO_VN_ALL' };
  return item.isFree ? family.free : family.all;
}
