import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Skeleton, Typography } from 'antd';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { RetryAlert } from '@/components/RetryAlert';
import {
  UNREAD_POLL_MS,
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationsReadMutation,
} from '../notificationsApi';
import { NotificationList } from './NotificationList';

const PANEL_ID = 'notification-panel';

/** How many of the latest notifications the bell's panel lists. */
export const BELL_LATEST = 8;

/** "Thông báo, 3 chưa đọc": the button's name carries the count (the badge is drawn for the eye). */
export function bellLabel(unread: number | undefined): string {
  if (unread === undefined || unread === 0) return 'Thông báo';
  return `Thông báo, ${unread} chưa đọc`;
}

function BellPanel({ onClose }: { onClose: () => void }) {
  const latest = useGetNotificationsQuery({ page: 1, pageSize: 10 });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const items = latest.data?.items.slice(0, BELL_LATEST) ?? [];
  const unread = latest.data?.unread ?? 0;

  let body;
  if (latest.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!latest.data) {
    body = (
      <RetryAlert
        title="Không tải được thông báo."
        retrying={latest.isFetching}
        onRetry={() => {
          void latest.refetch();
        }}
      />
    );
  } else if (items.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span>
            Chưa có thông báo nào.{' '}
            <Link href="/alerts" onClick={onClose}>
              Tạo cảnh báo
            </Link>{' '}
            để được báo khi điều kiện xảy ra.
          </span>
        }
      />
    );
  } else {
    body = (
      <NotificationList
        items={items}
        now={new Date()}
        onOpen={(item) => {
          onClose();
          if (item.readAt === null) void markRead({ ids: [item.id] });
        }}
      />
    );
  }

  return (
    <Flex
      vertical
      gap={8}
      style={{ width: 340, maxWidth: 'calc(100vw - 32px)' }}
      data-testid="notification-panel"
      id={PANEL_ID}
      role="dialog"
      aria-label="Thông báo"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Thông báo</Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          loading={marking.isLoading}
          onClick={() => {
            void markRead({ all: true });
          }}
        >
          Đánh dấu đã đọc
        </Button>
      </Flex>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>{body}</div>
      <Link href="/notifications" onClick={onClose} style={{ textAlign: 'center' }}>
        Xem tất cả thông báo
      </Link>
    </Flex>
  );
}

/**
 * The header's bell (signed-in accounts only): the unread count as a badge, polled every minute
 * while the tab has the focus; a click (or Enter / Space) opens the latest notifications with
 * "Đánh dấu đã đọc"; Escape closes it and gives the focus back to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = useGetUnreadCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const unread = count.data?.unread;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // The panel is drawn at the end of the page: on opening, the focus moves into it so Tab walks its
  // notifications and buttons; Escape (or choosing one) brings it back to the bell.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      document.getElementById(PANEL_ID)?.focus();
    });
    return () => {
      clearTimeout(timer);
    };
  }, [open]);

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      content={<BellPanel onClose={close} />}
      destroyOnHidden
    >
      <Button
        ref={button}
        type="text"
        aria-label={bellLabel(unread)}
        title={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        data-unread={unread ?? 0}
        icon={
          <Badge count={unread ?? 0} overflowCount={99} size="small" offset={[2, -2]}>
            <BellOutlined aria-hidden style={{ fontSize: 16 }} />
          </Badge>
        }
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            button.current?.focus();
          }
        }}
      />
    </Popover>
  );
}
