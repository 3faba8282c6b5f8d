import { Button, Result } from 'antd';
import Link from 'next/link';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Không tìm thấy trang"
      subTitle="Trang bạn tìm không tồn tại hoặc đã được chuyển đi."
      extra={
        <Link href="/">
          <Button type="primary">Về trang chủ</Button>
        </Link>
      }
    />
  );
}
