import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { unknownTickerOf } from '@/features/enterprise/unknownTicker';
import { useHydrated } from '@/lib/useHydrated';

// Drawn only after hydration, for an unknown ticker: its search box loads then, not with every 404.
const UnknownTicker = dynamic(
  () => import('@/features/enterprise/components/UnknownTicker').then((module) => module.UnknownTicker),
  { ssr: false },
);

/**
 * The app's 404 (status 404 for every page whose getServerSideProps answers notFound). It is
 * prerendered once for every address, so the address is read only after hydration: a company page
 * with an unknown ticker then says so and offers the ticker search.
 */
export default function NotFoundPage() {
  const router = useRouter();
  const hydrated = useHydrated();
  const unknown = hydrated ? unknownTickerOf(router.asPath) : null;
  return (
    <Result
      status="info"
      icon={<FileSearchOutlined aria-hidden />}
      title={unknown ? `Không tìm thấy mã ${unknown.ticker}` : 'Không tìm thấy trang'}
      subTitle={unknown ? undefined : 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.'}
      extra={
        <>
          {unknown && <UnknownTicker screen={unknown.screen} ticker={unknown.ticker} />}
          <Button type="primary" href="/" style={unknown ? { marginTop: 16 } : undefined}>
            Về trang chủ
          </Button>
        </>
      }
    />
  );
}
