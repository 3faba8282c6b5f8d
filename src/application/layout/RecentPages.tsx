import { Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import Link from 'next/link';
import { useRecentPages } from './recentPagesStore';

/** Screens the user opened lately, newest first, kept in this browser only (recorded by the shell). */
export function RecentPages() {
  const recent = useRecentPages();
  return (
    <div style={{ padding: 16 }}>
      <SectionTitle level={2} looks={5}>
        Trang đã xem gần đây
      </SectionTitle>
      {recent.length === 0 ? (
        <Typography.Text type="secondary">Chưa có trang nào.</Typography.Text>
      ) : (
        <ul className="recent-pages">
          {recent.map((item) => (
            <li key={item.title}>
              <Link href={item.path}>{item.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
