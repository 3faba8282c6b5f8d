import { LockOutlined, SearchOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Input, Typography } from 'antd';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { normalizeSearchText } from '@/common/text';
import { selectSearchText, setSearchText } from '../macroSlice';

export interface IndicatorLink {
  key: string;
  label: string;
  path: string;
  locked?: boolean;
  /** The indicator's default series (added to the chart when switching to it), when known. */
  firstSeries?: { extendID: string; name: string };
}

export interface IndicatorGroup {
  key: string;
  label: string;
  icon: ReactNode;
  items: readonly IndicatorLink[];
}

interface IndicatorListProps {
  groups: readonly IndicatorGroup[];
  /** The page on screen (highlighted). */
  currentPath: string;
  /** The address of a link (the path plus the view to carry over). */
  hrefFor: (item: IndicatorLink) => string;
}

/** Groups whose name matches keep every indicator; otherwise only the matching indicators stay. */
export function filterIndicatorGroups(groups: readonly IndicatorGroup[], search: string): IndicatorGroup[] {
  const needle = normalizeSearchText(search);
  if (!needle) return [...groups];
  return groups.flatMap((group) => {
    if (normalizeSearchText(group.label).includes(needle)) return [group];
    const items = group.items.filter((item) => normalizeSearchText(item.label).includes(needle));
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The left column: a search box and every indicator under its group, the current one marked. */
export function IndicatorList({ groups, currentPath, hrefFor }: IndicatorListProps) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearchText);
  const shown = useMemo(() => filterIndicatorGroups(groups, search), [groups, search]);

  return (
    <Card size="small" title="Chỉ tiêu vĩ mô" styles={{ body: { padding: 12 } }}>
      <Flex vertical gap="small">
        <Input
          allowClear
          aria-label="Tìm chỉ tiêu"
          placeholder="Tìm chỉ tiêu"
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => dispatch(setSearchText(event.target.value))}
        />
        {shown.length === 0 && <Empty description="Không tìm thấy chỉ tiêu phù hợp" />}
        <nav aria-label="Danh sách chỉ tiêu vĩ mô">
          <ul style={LIST_STYLE}>
            {shown.map((group) => (
              <li key={group.key} style={{ marginBottom: 8 }}>
                <Typography.Text strong>
                  <span aria-hidden style={{ marginRight: 6 }}>
                    {group.icon}
                  </span>
                  {group.label}
                </Typography.Text>
                <ul style={{ ...LIST_STYLE, paddingLeft: 22 }}>
                  {group.items.map((item) => {
                    const current = item.path === currentPath;
                    return (
                      <li key={item.key} style={{ padding: '2px 0' }}>
                        <Link
                          href={hrefFor(item)}
                          aria-current={current ? 'page' : undefined}
                          style={current ? { fontWeight: 600 } : undefined}
                        >
                          {item.label}
                        </Link>
                        {item.locked && (
                          <LockOutlined
                            aria-label="Cần nâng cấp"
                            style={{ marginLeft: 6, color: 'var(--ant-color-text-description)' }}
                          />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </Flex>
    </Card>
  );
}
