import { Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { screenTitle } from '@/common/routes';
import { safeLocalStorage } from '@/lib/storage';

const STORAGE_KEY = 'recentPages';
const MAX_RECENT = 8;

interface RecentPage {
  path: string;
  title: string;
}

function readRecent(): RecentPage[] {
  try {
    const value: unknown = JSON.parse(safeLocalStorage.get(STORAGE_KEY) ?? '[]');
    return Array.isArray(value)
      ? (value as RecentPage[]).filter((item) => typeof item.path === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Screens the user opened lately, newest first, kept in this browser only. */
export function RecentPages() {
  const router = useRouter();
  const [recent, setRecent] = useState<RecentPage[]>([]);

  useEffect(() => {
    const title = screenTitle(router.asPath);
    const current = readRecent();
    if (!title) {
      setRecent(current);
      return;
    }
    const path = router.asPath;
    const next = [{ path, title }, ...current.filter((item) => item.path !== path)].slice(0, MAX_RECENT);
    safeLocalStorage.set(STORAGE_KEY, JSON.stringify(next));
    setRecent(next);
  }, [router.asPath]);

  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={5}>Trang đã xem gần đây</Typography.Title>
      {recent.length === 0 ? (
        <Typography.Text type="secondary">Chưa có trang nào.</Typography.Text>
      ) : (
        <ul className="recent-pages">
          {recent.map((item) => (
            <li key={item.path}>
              <Link href={item.path}>{item.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
