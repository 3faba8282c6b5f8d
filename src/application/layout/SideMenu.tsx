import { Menu } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { selectIsLogin } from '@/features/account/accountSlice';
import { useAppSelector } from '../hooks';
import { buildSideMenuItems, openKeysFor } from './menuItems';

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const router = useRouter();
  const path = router.asPath.split(/[?#]/)[0] ?? '/';
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(path));
  const ticker = useAppSelector(selectTicker);
  const isLogin = useAppSelector(selectIsLogin);
  const items = useMemo(() => buildSideMenuItems(ticker, isLogin), [ticker, isLogin]);

  // Keep the current page's group open after navigation (the user may open others meanwhile).
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...openKeysFor(path)])));
  }, [path]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[path]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      inlineCollapsed={collapsed}
      aria-label="Menu chính"
    />
  );
}
