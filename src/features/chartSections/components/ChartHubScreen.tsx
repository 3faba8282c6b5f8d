import { AppstoreOutlined, UserOutlined } from '@ant-design/icons';
import { SectionTitle } from '@/components/SectionTitle';
import { Card, Col, Flex, Row, Typography } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { defaultChartsHref, personalizationHref } from '../chartRoutes';

function HubCard({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link href={href} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex gap={12} align="flex-start">
          <span style={{ fontSize: 28, color: '#1677ff' }}>{icon}</span>
          <Flex vertical gap={4}>
            <SectionTitle level={2} looks={4} style={{ margin: 0 }}>
              {title}
            </SectionTitle>
            <Typography.Text type="secondary">{text}</Typography.Text>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}

/** /enterprise/chart: the way to the ready-made and the personal chart sections of the ticker. */
export function ChartHubScreen() {
  const ticker = useAppSelector(selectTicker);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Biểu đồ phân tích <Typography.Text type="secondary">{ticker}</Typography.Text>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <HubCard
            href={defaultChartsHref(ticker)}
            icon={<AppstoreOutlined aria-hidden />}
            title="Biểu đồ mặc định"
            text="Bộ biểu đồ dựng sẵn theo loại hình doanh nghiệp, có thể lưu thành biểu đồ của bạn."
          />
        </Col>
        <Col xs={24} md={12}>
          <HubCard
            href={personalizationHref(ticker)}
            icon={<UserOutlined aria-hidden />}
            title="Biểu đồ cá nhân"
            text="Các mục biểu đồ do bạn tự tạo: kéo thả, đổi kích thước, chia sẻ và áp dụng cho mã khác."
          />
        </Col>
      </Row>
    </Flex>
  );
}
