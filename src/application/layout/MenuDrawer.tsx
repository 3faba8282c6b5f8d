import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * The side menu of narrow screens (below 992px): antd's Drawer from the left, always showing the
 * whole menu; its mask and Escape close it. AppShell loads this module only on narrow screens
 * (next/dynamic), so wide screens never download the Drawer.
 */
export function MenuDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={width}
      closable={false}
      forceRender
      styles={{ body: { padding: 0 } }}
      classNames={{ mask: 'app-drawer-mask' }}
    >
      {children}
    </Drawer>
  );
}
