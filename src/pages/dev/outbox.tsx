import Head from 'next/head';
import { Typography } from 'antd';
import { OutboxList } from '@/features/account/components/OutboxList';

function DevOutboxPage() {
  return (
    <>
      <Head>
        <title>Hộp thư thử nghiệm | VnFin</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Typography.Title level={2}>Hộp thư thử nghiệm</Typography.Title>
      <OutboxList />
    </>
  );
}

export default DevOutboxPage;
