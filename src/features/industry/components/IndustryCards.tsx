import { FundProjectionScreenOutlined, LockOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
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
    <div className="card-grid">
      {industries.map((industry) => (
        <IndustryCard key={industry.code} industry={industry} />
      ))}
    </div>
  );
}

/** The presentations as cards: title, subtitle, slide count and lock. */
export function PresentationList({ presentations }: { presentations: readonly PresentationSummary[] }) {
  if (presentations.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có bài trình bày" />;
  return (
    <div className="card-grid-3">
      {presentations.map((item) => (
        <Link
          key={item.slug}
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
      ))}
    </div>
  );
}
