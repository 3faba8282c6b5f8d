import { Button, Card, Empty, Flex, Pagination, Segmented, Skeleton, Switch, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { NOTIFICATION_PAGE_SIZES } from '@/common/alerts/notificationPaging';
import { formatNumber } from '@/common/format';
import { RetryAlert } from '@/components/RetryAlert';
import { selectAccount } from '@/features/account/accountSlice';
import { SignInToUse } from '@/features/alerts/components/AlertsScreen';
import {
  useGetNotificationSettingsQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useSaveNotificationSettingsMutation,
} from '../notificationsApi';
import { NotificationList } from './NotificationList';

function EmailSetting() {
  const settings = useGetNotificationSettingsQuery(undefined);
  const [save, saving] = useSaveNotificationSettingsMutation();
  return (
    <Flex gap={8} align="center">
      <Switch
        id="email-alerts-switch"
        checked={settings.data?.emailAlerts ?? false}
        loading={settings.isLoading || saving.isLoading}
        disabled={!settings.data}
        onChange={(checked) => {
          void save({ emailAlerts: checked });
        }}
      />
      <label htmlFor="email-alerts-switch">Nhận e-mail khi cảnh báo được kích hoạt</label>
    </Flex>
  );
}

function NotificationsContent() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(20);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const list = useGetNotificationsQuery({ page, pageSize, unreadOnly: filter === 'unread' });
  const [markRead, marking] = useMarkNotificationsReadMutation();

  let body;
  if (list.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!list.data) {
    body = (
      <RetryAlert
        title="Không tải được thông báo."
        retrying={list.isFetching}
        onRetry={() => {
          void list.refetch();
        }}
      />
    );
  } else if (list.data.items.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          filter === 'unread' ? (
            'Không có thông báo chưa đọc.'
          ) : (
            <span>
              Chưa có thông báo nào. Thông báo xuất hiện khi một <Link href="/alerts">cảnh báo</Link> của bạn
              được kích hoạt.
            </span>
          )
        }
      />
    );
  } else {
    body = (
      <NotificationList
        items={list.data.items}
        now={new Date()}
        onOpen={(item) => {
          if (item.readAt === null) void markRead({ ids: [item.id] });
        }}
      />
    );
  }

  const unread = list.data?.unread ?? 0;
  return (
    <Card
      title={
        <Segmented<'all' | 'unread'>
          aria-label="Lọc thông báo"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'Tất cả' },
            { value: 'unread', label: `Chưa đọc (${formatNumber(unread, 0)})` },
          ]}
        />
      }
      extra={
        <Button
          disabled={unread === 0}
          loading={marking.isLoading}
          onClick={() => {
            void markRead({ all: true });
          }}
        >
          Đánh dấu tất cả đã đọc
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {body}
        {list.data && list.data.total > pageSize && (
          <Pagination
            align="end"
            current={page}
            pageSize={pageSize}
            total={list.data.total}
            pageSizeOptions={NOTIFICATION_PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={(total) => `${formatNumber(total, 0)} thông báo`}
            onChange={(next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            }}
          />
        )}
      </Flex>
    </Card>
  );
}

/** /notifications (issue 32): every notification of the account, newest first, paged; mark read. */
export function NotificationsScreen() {
  const { user, isLogin, isCheckExpireDone } = useAppSelector(selectAccount);
  const signedIn = isLogin && user !== null;
  return (
    <Flex vertical gap={16} data-testid="notifications-screen">
      <Flex justify="space-between" align="end" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
            Thông báo
          </Typography.Title>
          <Typography.Text type="secondary">
            Các lần cảnh báo của bạn được kích hoạt. <Link href="/alerts">Quản lý cảnh báo</Link>
          </Typography.Text>
        </div>
        {signedIn && <EmailSetting />}
      </Flex>
      {!isCheckExpireDone ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : signedIn ? (
        <NotificationsContent />
      ) : (
        <SignInToUse what="thông báo" path="/notifications" />
      )}
    </Flex>
  );
}
