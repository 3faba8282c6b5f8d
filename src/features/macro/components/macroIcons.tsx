import { CompassOutlined, GlobalOutlined, GoldOutlined, LineChartOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { MACRO_ICONS } from '@/application/layout/menuItems';
import type { MacroIconKey } from '@/common/macroMenu';

const CUSTOM_ICONS: Record<string, ReactNode> = {
  US: <GlobalOutlined aria-hidden />,
  CN: <CompassOutlined aria-hidden />,
  COMMODITY: <GoldOutlined aria-hidden />,
};

/** The side menu's icon of a static group. */
export function staticGroupIcon(icon: MacroIconKey): ReactNode {
  return MACRO_ICONS[icon];
}

/** The icon of a server group: its static icon key, else its region's, else a chart. */
export function serverGroupIcon(group: { icon: string | null; groupId: string }): ReactNode {
  const key = group.icon as MacroIconKey | null;
  if (key && key in MACRO_ICONS) return MACRO_ICONS[key];
  return CUSTOM_ICONS[group.groupId] ?? <LineChartOutlined aria-hidden />;
}
