import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRouterReady } from '@/lib/useRouterReady';
import { useGetUnsubscribeQuery, useUnsubscribeMutation } from '../notificationsApi';

function tokenOf(value: string | string[] | undefined): string | null {
  const token = Array.isArray(value) ? value[0] : value;
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * The alert e-mails' unsubscribe link (/notifications/unsubscribe?token=...), signed out: one
 * button turns the account's alert e-mails off. Opening the link changes nothing by itself (mail
 * scanners open links), the button's POST does.
 */
export function UnsubscribeScreen() {
  const router = useRouter();
  const ready = useRouterReady();
  const token = ready ? tokenOf(router.query.token) : null;
  const info = useGetUnsubscribeQuery(token ?? '', { skip: token === null });
  const [unsubscribe, done] = useUnsubscribeMutation();

  let content;
  if (!ready || info.isLoading) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (token === null || !info.data) {
    content = (
      <Result
        status="warning"
        title="Liên kết hủy đăng ký không dùng được"
        subTitle={
          token === null
            ? 'Liên kết thiếu mã hoặc bị cắt mất một phần. Hãy mở lại liên kết đầy đủ trong e-mail.'
            : (info.error?.message ?? 'Liên kết không đúng hoặc đã được thay bằng liên kết mới.')
        }
        extra={<Link href="/notifications">Quản lý thông báo (cần đăng nhập)</Link>}
      />
    );
  } else if (done.data || !info.data.emailAlerts) {
    content = (
      <Result
        status="success"
        title="Đã tắt e-mail cảnh báo"
        subTitle={`Địa chỉ ${(done.data ?? info.data).email} sẽ không nhận e-mail cảnh báo nữa. Bạn vẫn thấy thông báo trong ứng dụng khi đăng nhập, và có thể bật lại e-mail ở trang Thông báo.`}
        extra={<Link href="/notifications">Mở trang Thông báo</Link>}
      />
    );
  } else {
    content = (
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph>
          Tắt mọi e-mail cảnh báo gửi tới <strong>{info.data.email}</strong>? Bạn vẫn nhận thông báo trong ứng
          dụng.
        </Typography.Paragraph>
        {done.isError && (
          <Typography.Text type="danger">
            {done.error.message ?? 'Chưa tắt được. Vui lòng thử lại.'}
          </Typography.Text>
        )}
        <Button
          type="primary"
          danger
          loading={done.isLoading}
          onClick={() => {
            void unsubscribe(token);
          }}
        >
          Tắt e-mail cảnh báo
        </Button>
      </Flex>
    );
  }

  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }} data-testid="unsubscribe-screen">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Hủy nhận e-mail cảnh báo
      </Typography.Title>
      {content}
    </Card>
  );
}
