import { SectionTitle } from '@/components/SectionTitle';
import {
  ApartmentOutlined,
  AuditOutlined,
  CloudSyncOutlined,
  CloudUploadOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HistoryOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ADMIN_SECTIONS, type AdminSectionKey } from '../adminFormat';

const DESCRIPTIONS: Record<AdminSectionKey, { icon: ReactNode; text: string }> = {
  users: {
    icon: <TeamOutlined aria-hidden />,
    text: 'Tìm tài khoản, đặt hạn gói, khoá tài khoản, xoá thiết bị.',
  },
  orders: {
    icon: <ShoppingCartOutlined aria-hidden />,
    text: 'Theo dõi đơn hàng, nhật ký thông báo thanh toán, xác nhận chuyển khoản.',
  },
  discounts: { icon: <TagsOutlined aria-hidden />, text: 'Tạo, sửa, ngừng hoặc xoá mã giảm giá.' },
  imports: {
    icon: <CloudUploadOutlined aria-hidden />,
    text: 'Tải tệp dữ liệu thị trường, báo cáo tài chính, vĩ mô lên.',
  },
  quality: {
    icon: <AuditOutlined aria-hidden />,
    text: 'Số liệu nguồn không khớp đẳng thức của chính nguồn, theo doanh nghiệp và kỳ.',
  },
  companies: {
    icon: <ApartmentOutlined aria-hidden />,
    text: 'Xem loại hình được xác định thế nào và sửa loại hình của doanh nghiệp.',
  },
  sources: {
    icon: <DatabaseOutlined aria-hidden />,
    text: 'Chọn thứ tự ưu tiên giữa các nguồn báo cáo tài chính, mặc định và cho từng mã.',
  },
  revisions: {
    icon: <HistoryOutlined aria-hidden />,
    text: 'Số liệu báo cáo tài chính và vĩ mô đã bị sửa hoặc xoá: giá trị cũ, giá trị mới, thời gian hiệu lực.',
  },
  dataSources: {
    icon: <CloudSyncOutlined aria-hidden />,
    text: 'Nguồn dữ liệu thị trường: độ trễ, các lần đồng bộ, chạy lại một ngày hoặc khoảng ngày, hàng đợi tác vụ.',
  },
  content: {
    icon: <FileTextOutlined aria-hidden />,
    text: 'Đăng, sửa, xoá tin tức và tài liệu doanh nghiệp.',
  },
};

/** The console's home: one card per section. */
export function AdminHome() {
  return (
    <Row gutter={[16, 16]}>
      {ADMIN_SECTIONS.map((section) => (
        <Col key={section.key} xs={24} sm={12} lg={8}>
          <Link href={section.path}>
            <Card hoverable>
              <SectionTitle level={2} looks={4} style={{ marginTop: 0 }}>
                {DESCRIPTIONS[section.key].icon} {section.label}
              </SectionTitle>
              <Typography.Text type="secondary">{DESCRIPTIONS[section.key].text}</Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
