import { Button, Result } from 'antd';
import Link from 'next/link';

export default function ServerErrorPage() {
  return (
    <Result
      status="500"
      title="Đã có lỗi xảy ra"
      subTitle="Hệ thống gặp sự cố khi hiển thị trang này. Vui lòng thử lại sau ít phút."
      extra={
        <Link href="/">
          <Button type="primary">Về trang chủ</Button>
        </Link>
      }
    />
  );
}
