import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import Link from 'next/link';
import { useAppSelector } from '@/application/hooks';
import { RetryAlert } from '@/components/RetryAlert';
import { selectAccount } from '@/features/account/accountSlice';
import { useSaveNotificationSettingsMutation } from '@/features/notifications/notificationsApi';
import { useGetAlertsQuery } from '../alertsApi';
import { usageText } from '../alertFormModel';
import { AlertForm } from './AlertForm';
import { AlertsTable } from './AlertsTable';

/** Shown to a guest: alerts need an account (the login brings them back here). */
export function SignInToUse({ what, path }: { what: string; path: string }) {
  return (
    <Result
      status="info"
      title={`Đăng nhập để dùng ${what}`}
      subTitle="Tài khoản miễn phí đã có thể tạo cảnh báo và nhận thông báo."
      extra={
        <Link href={`/account/login?next=${encodeURIComponent(path)}`}>
          <Button type="primary" tabIndex={-1}>
            Đăng nhập
          </Button>
        </Link>
      }
    />
  );
}

function EmailOffNotice() {
  const [save, saving] = useSaveNotificationSettingsMutation();
  const alerts = useGetAlertsQuery(undefined);
  return (
    <Alert
      type="warning"
      showIcon
      title="E-mail cảnh báo đang tắt cho tài khoản này"
      description="Bạn vẫn nhận thông báo trong ứng dụng (chuông ở đầu trang)."
      action={
        <Button
          size="small"
          loading={saving.isLoading}
          onClick={() => {
            void save({ emailAlerts: true })
              .unwrap()
              .then(() => alerts.refetch());
          }}
        >
          Bật lại e-mail
        </Button>
      }
    />
  );
}

function AlertsContent() {
  const alerts = useGetAlertsQuery(undefined);
  if (alerts.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!alerts.data) {
    return (
      <RetryAlert
        title="Không tải được danh sách cảnh báo."
        retrying={alerts.isFetching}
        onRetry={() => {
          void alerts.refetch();
        }}
      />
    );
  }
  const list = alerts.data;
  const active = list.alerts.filter((alert) => alert.active).length;
  const atLimit = active >= list.limit;
  return (
    <Flex vertical gap={16}>
      {!list.emailAlertsOn && <EmailOffNotice />}
      {atLimit && (
        <Alert
          type="info"
          showIcon
          title={`Bạn đã dùng hết ${list.limit} cảnh báo của gói hiện tại.`}
          description={
            <span>
              Tạm dừng hoặc xoá một cảnh báo, hoặc <Link href="/pricing">nâng cấp gói</Link> để tạo thêm.
            </span>
          }
        />
      )}
      <AlertForm list={list} atLimit={atLimit} />
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>Cảnh báo của bạn</h2>}
        extra={<Typography.Text type="secondary">{usageText(active, list.limit)}</Typography.Text>}
      >
        <AlertsTable alerts={list.alerts} atLimit={atLimit} />
      </Card>
    </Flex>
  );
}

/**
 * /alerts (issue 32): conditions on a ticker or a watchlist, checked after every data update; each
 * crossing is told once in the bell and, when chosen, by e-mail.
 */
export function AlertsScreen() {
  const { user, isLogin, isCheckExpireDone } = useAppSelector(selectAccount);
  return (
    <Flex vertical gap={16} data-testid="alerts-screen">
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
          Cảnh báo
        </Typography.Title>
        <Typography.Text type="secondary">
          Hệ thống kiểm tra sau mỗi lần cập nhật dữ liệu và báo một lần mỗi khi điều kiện chuyển từ chưa thỏa
          sang thỏa. Cảnh báo vừa tạo mà điều kiện đã thỏa sẵn sẽ chỉ báo ở lần vượt ngưỡng tiếp theo.
        </Typography.Text>
      </div>
      {!isCheckExpireDone ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isLogin && user ? (
        <AlertsContent />
      ) : (
        <SignInToUse what="cảnh báo" path="/alerts" />
      )}
    </Flex>
  );
}
