import { Menu, type MenuProps } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { selectIsLogin } from '@/features/account/accountSlice';
import { useAppSelector } from '../hooks';
import { buildSideMenuItems, openKeysFor, selectedKeyFor, type MenuItem } from './menuItems';

type AntdItems = NonNullable<MenuProps['items']>;

const ERROR_PAGES = new Set(['/404', '/500', '/_error']);

/** antd's items: groups keep their names (title, and the collapsed menu's tooltips); pages are links. */
function toAntdItems(
  items: MenuItem[],
  selected: string | undefined,
  onGroup: (key: string) => void,
): AntdItems {
  return items.map((item) => {
    if (item.children) {
      return {
        key: item.key,
        icon: item.icon,
        label: item.label,
        // The heading's native tooltip (antd wraps the label, so it gives none of its own).
        title: item.label,
        children: toAntdItems(item.children, selected, onGroup),
        onTitleClick: () => {
          onGroup(item.key);
        },
      };
    }
    return {
      key: item.key,
      icon: item.icon,
      title: item.label,
      label: (
        <Link href={item.href ?? item.key} aria-current={item.key === selected ? 'page' : undefined}>
          {item.label}
        </Link>
      ),
    };
  });
}

/**
 * The site's navigation: antd's inline Menu in a `nav` named "Menu chính". The current page's groups
 * start open and its entry is selected (and its link marked `aria-current`). Collapsed, antd shows
 * the groups' icons (hovering one shows its entries); choosing one opens the menu on that group.
 */
export function SideMenu({ collapsed: isCollapsed, onExpand }: { collapsed: boolean; onExpand: () => void }) {
  const router = useRouter();
  // The 404 and error pages are prerendered once (their server HTML has the path /404 or /_error)
  // and served for any address: using the browser's address there would make the menu's open and
  // selected entries differ from the server HTML (a hydration error on e.g. /macro/abc/def).
  const path = ERROR_PAGES.has(router.pathname) ? router.pathname : (router.asPath.split(/[?#]/)[0] ?? '/');
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(path));
  const ticker = useAppSelector(selectTicker);
  const isLogin = useAppSelector(selectIsLogin);

  // Keep the current page's group open after navigation (the user may open others meanwhile).
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...openKeysFor(path)])));
  }, [path]);

  const { items, selected } = useMemo(() => {
    const onGroup = (key: string) => {
      if (!isCollapsed) return; // inline: antd opens and closes it (onOpenChange)
      onExpand();
      setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
    };
    const entries = buildSideMenuItems(ticker, isLogin);
    const selectedKey = selectedKeyFor(path, entries);
    return { items: toAntdItems(entries, selectedKey, onGroup), selected: selectedKey };
  }, [ticker, isLogin, path, isCollapsed, onExpand]);

  return (
    <nav aria-label="Menu chính">
      <Menu
        mode="inline"
        inlineCollapsed={isCollapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        // Collapsed, antd keeps its own (closed) popup state; the inline menu's open groups come back.
        {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      />
    </nav>
  );
}
