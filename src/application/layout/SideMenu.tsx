import { Menu } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { openKeysFor, SIDE_MENU_ITEMS } from './menuItems';

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const router = useRouter();
  const path = router.asPath.split(/[?#]/)[0] ?? '/';
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(path));

  // Keep the current page's group open after navigation (the user may open others meanwhile).
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...openKeysFor(path)])));
  }, [path]);

  return (
    <Menu
      mode="inline"
      items={SIDE_MENU_ITEMS}
      selectedKeys={[path]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      inlineCollapsed={collapsed}
      aria-label="Menu chính"
    />
  );
}
