import { Button, Result } from 'antd';
import { sharedScreenServerSideProps, type SharedScreenPageProps } from '@/ssr/screener';

/** A shared screen's link: redirects to /screener with the screen; a dead link says why (404). */
export const getServerSideProps = sharedScreenServerSideProps;

export default function SharedScreenPage({ message }: SharedScreenPageProps) {
  return (
    <Result
      status="404"
      title="Không mở được bộ lọc được chia sẻ"
      subTitle={message}
      extra={
        <Button type="primary" href="/screener">
          Mở bộ lọc cổ phiếu
        </Button>
      }
    />
  );
}
