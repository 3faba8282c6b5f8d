import { WarningOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

export default function ServerErrorPage() {
  return (
    <Result
      status="error"
      icon={<WarningOutlined aria-hidden />}
      title="Đã có lỗi xảy ra"
      subTitle="Hệ thống gặp sự cố khi hiển thị trang này. Vui lòng thử lại sau ít phút."
      extra={
        <Button type="primary" href="/">
          Về trang chủ
        </Button>
      }
    />
  );
}
