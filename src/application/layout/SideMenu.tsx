import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { selectIsLogin } from '@/features/account/accountSlice';
import { useAppSelector } from '../hooks';
import { buildSideMenuItems, openKeysFor, type MenuItem } from './menuItems';

interface ListProps {
  items: MenuItem[];
  level: number;
  path: string;
  openKeys: readonly string[];
  collapsed: boolean;
  onToggle: (key: string) => void;
}

/** Left padding of an entry: antd's inline menu indent (24 px per level). */
const indent = (level: number) => ({ paddingInlineStart: level * 24 });

function MenuList({ items, level, path, openKeys, collapsed: isCollapsed, onToggle }: ListProps) {
  return (
    <ul className={`side-nav-list side-nav-level-${String(level)}`}>
      {items.map((item) => {
        const label = <span className="side-nav-label">{item.label}</span>;
        const hint = isCollapsed ? item.label : undefined;
        if (item.children) {
          const open = !isCollapsed && openKeys.includes(item.key);
          const listId = `side-nav-${item.key.replace(/[^a-z0-9-]/gi, '-')}`;
          return (
            <li key={item.key}>
              <button
                type="button"
                className="side-nav-item side-nav-group"
                style={isCollapsed ? undefined : indent(level)}
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                title={hint}
                onClick={() => {
                  onToggle(item.key);
                }}
              >
                {item.icon && (
                  <span className="side-nav-icon" aria-hidden>
                    {item.icon}
                  </span>
                )}
                {label}
                <span className="side-nav-arrow" aria-hidden />
              </button>
              {open && (
                <div id={listId}>
                  <MenuList
                    items={item.children}
                    level={level + 1}
                    path={path}
                    openKeys={openKeys}
                    collapsed={isCollapsed}
                    onToggle={onToggle}
                  />
                </div>
              )}
            </li>
          );
        }
        const current = item.key === path;
        return (
          <li key={item.key}>
            <Link
              href={item.href ?? item.key}
              className={`side-nav-item${current ? ' side-nav-current' : ''}`}
              style={isCollapsed ? undefined : indent(level)}
              aria-current={current ? 'page' : undefined}
              title={hint}
            >
              {item.icon && (
                <span className="side-nav-icon" aria-hidden>
                  {item.icon}
                </span>
              )}
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The site's navigation: groups that open and close (buttons with aria-expanded) around plain links,
 * the disclosure pattern of a site menu. The current page's groups start open and its link is
 * marked. Collapsed, only the groups' icons show; choosing one opens the menu on that group.
 * (antd's Menu did this before; it and the popup layer it needs were ~20 KB gzip on every page.)
 */
export function SideMenu({ collapsed: isCollapsed, onExpand }: { collapsed: boolean; onExpand: () => void }) {
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

  const toggle = (key: string) => {
    if (isCollapsed) {
      onExpand();
      setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
      return;
    }
    setOpenKeys((keys) => (keys.includes(key) ? keys.filter((open) => open !== key) : [...keys, key]));
  };

  return (
    <nav className={`side-nav${isCollapsed ? ' side-nav-collapsed' : ''}`} aria-label="Menu chính">
      <MenuList
        items={items}
        level={1}
        path={path}
        openKeys={openKeys}
        collapsed={isCollapsed}
        onToggle={toggle}
      />
    </nav>
  );
}
