import { Badge, Flex, Typography } from 'antd';
import Link from 'next/link';
import type { NotificationItem } from '@/common/contracts/alerts';
import { formatVnDateTime, relativeTime } from '@/common/vietnamTime';

/**
 * Notifications as a list of links (the bell's panel and the notifications page): the title, the
 * text, when; unread ones in bold with a dot ("Chưa đọc" for screen readers). Opening one marks it read.
 */
export function NotificationList({
  items,
  now,
  onOpen,
}: {
  items: readonly NotificationItem[];
  now: Date;
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="notification-list">
      {items.map((item) => {
        const unread = item.readAt === null;
        return (
          <li key={item.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Link
              href={item.link ?? '/notifications'}
              onClick={() => {
                onOpen(item);
              }}
              data-testid="notification-item"
              data-unread={unread ? 'true' : 'false'}
              style={{ display: 'block', color: 'inherit' }}
            >
              <Flex gap={8} align="baseline">
                {unread && <Badge status="processing" aria-hidden />}
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text strong={unread}>
                    {unread && <span className="visually-hidden">Chưa đọc: </span>}
                    {item.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{item.body}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={item.createdAt} title={formatVnDateTime(item.createdAt)}>
                      {relativeTime(item.createdAt, now)}
                    </time>
                  </Typography.Text>
                </Flex>
              </Flex>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
