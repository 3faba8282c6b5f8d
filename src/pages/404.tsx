import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

export default function NotFoundPage() {
  return (
    <Result
      status="info"
      icon={<FileSearchOutlined aria-hidden />}
      title="Không tìm thấy trang"
      subTitle="Trang bạn tìm không tồn tại hoặc đã được chuyển đi."
      extra={
        <Button type="primary" href="/">
          Về trang chủ
        </Button>
      }
    />
  );
}
