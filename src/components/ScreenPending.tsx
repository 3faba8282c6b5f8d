import { Alert } from 'antd';
import { Typography } from '@/components/Typography';
import Head from 'next/head';

interface ScreenPendingProps {
  title: string;
  description: string;
}

/** What a screen shows before its feature lands: its title and a plain statement, never fake data. */
export function ScreenPending({ title, description }: ScreenPendingProps) {
  return (
    <>
      <Head>
        <title>{`${title} | VnFin`}</title>
      </Head>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Alert
        type="info"
        showIcon
        title="Màn hình này chưa có dữ liệu"
        description={description}
        data-testid="screen-pending"
      />
    </>
  );
}
