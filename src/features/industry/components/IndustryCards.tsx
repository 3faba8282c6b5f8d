import { FundProjectionScreenOutlined, LockOutlined } from '@ant-design/icons';
import { Col, Empty, Flex, Row, Tag } from 'antd';
import { Card } from '@/components/Card';
import { Typography } from '@/components/Typography';
import Link from 'next/link';
import type { IndustrySummary, PresentationSummary } from '@/common/contracts/industry';
import { INDUSTRY_ROUTES } from '@/common/industry/industries';
import { dataUntilText, lockTagText } from '../industryFormat';

function LockTag({ summary }: { summary: Pick<IndustrySummary, 'locked' | 'requiredPlan'> }) {
  if (!summary.locked) return null;
  return (
    <Tag icon={<LockOutlined aria-hidden />} color="gold" data-testid="lock-tag">
      {lockTagText(summary.requiredPlan)}
    </Tag>
  );
}

function IndustryCard({ industry }: { industry: IndustrySummary }) {
  const until = dataUntilText(industry.latestPeriod);
  return (
    <Link
      href={INDUSTRY_ROUTES.dashboard(industry.code)}
      style={{ display: 'block', height: '100%' }}
      data-testid="industry-card"
      data-code={industry.code}
    >
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Flex vertical gap={4}>
          <Flex justify="space-between" align="flex-start" gap="small">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {industry.name}
            </Typography.Text>
            <LockTag summary={industry} />
          </Flex>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {industry.description}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${String(industry.indicatorCount)} chỉ tiêu`}
            {until ? ` · ${until}` : ''}
          </Typography.Text>
        </Flex>
      </Card>
    </Link>
  );
}

/** The industries as cards, each leading to its dashboard. */
export function IndustryCards({ industries }: { industries: readonly IndustrySummary[] }) {
  return (
    <Row gutter={[16, 16]}>
      {industries.map((industry) => (
        <Col key={industry.code} xs={24} sm={12} lg={8} xl={6}>
          <IndustryCard industry={industry} />
        </Col>
      ))}
    </Row>
  );
}

/** The presentations as cards: title, subtitle, slide count and lock. */
export function PresentationList({ presentations }: { presentations: readonly PresentationSummary[] }) {
  if (presentations.length === 0) return <Empty description="Chưa có bài trình bày" />;
  return (
    <Row gutter={[16, 16]}>
      {presentations.map((item) => (
        <Col key={item.slug} xs={24} md={12} xl={8}>
          <Link
            href={INDUSTRY_ROUTES.presentation(item.slug)}
            style={{ display: 'block', height: '100%' }}
            data-testid="presentation-item"
          >
            <Card hoverable size="small" style={{ height: '100%' }}>
              <Flex vertical gap={4}>
                <Flex justify="space-between" align="flex-start" gap="small">
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    <FundProjectionScreenOutlined aria-hidden style={{ marginRight: 8 }} />
                    {item.title}
                  </Typography.Text>
                  <LockTag summary={item} />
                </Flex>
                <Typography.Text type="secondary">{item.subtitle}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${String(item.slideCount)} trang`}
                </Typography.Text>
              </Flex>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
