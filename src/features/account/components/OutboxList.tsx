import { MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { OutboxMail } from '@/common/contracts/account';
import { formatVietnamTime } from '../accountFormat';
import { useGetOutboxQuery } from '../outboxApi';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The mail text with its web addresses as links (trailing punctuation stays text). */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function newestFirst(mails: readonly OutboxMail[]): OutboxMail[] {
  return [...mails].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The mails the server stored instead of sending them (development and browser tests only). */
export function OutboxList() {
  const { data, error, isLoading, isFetching, refetch } = useGetOutboxQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  if (error && 'status' in error && error.status === 404) {
    return (
      <Result
        status="404"
        title="Hộp thư thử nghiệm đang tắt"
        subTitle="Trang này chỉ có khi máy chủ lưu thư thay vì gửi (MAIL_OUTBOX_PAGE=on, không có SMTP_URL)."
        data-testid="outbox-disabled"
      />
    );
  }

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Thư mới nhất ở trên cùng.</Typography.Text>
        <Button icon={<ReloadOutlined aria-hidden />} loading={isFetching} onClick={() => void refetch()}>
          Tải lại
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {isLoading && <Skeleton active data-testid="outbox-loading" />}
      {data && data.length === 0 && <Empty description="Chưa có thư nào" />}
      <Flex vertical gap={16} data-testid="outbox-list">
        {data &&
          newestFirst(data).map((mail) => (
            <Card
              key={mail.id}
              size="small"
              data-testid="outbox-mail"
              title={
                <Flex align="center" gap={8}>
                  <MailOutlined aria-hidden />
                  <span>{mail.subject}</span>
                </Flex>
              }
              extra={<Typography.Text type="secondary">{formatVietnamTime(mail.createdAt)}</Typography.Text>}
            >
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                Đến: <span data-testid="outbox-to">{mail.to}</span>
              </Typography.Paragraph>
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="outbox-text">
                {linkify(mail.text).map((part, index) => (
                  <Fragment key={index}>{part}</Fragment>
                ))}
              </div>
            </Card>
          ))}
      </Flex>
    </>
  );
}
