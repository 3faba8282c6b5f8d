import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import { useId } from 'react';
import { PERIOD_LABELS } from '@/features/macro/macroMetrics';
import type { DashboardSection } from '../dashboard';
import { IndicatorCard } from './IndicatorCard';

function Section({ section }: { section: DashboardSection }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle level={2} looks={4} id={titleId}>
        {section.title}
      </SectionTitle>
      <Row gutter={[16, 16]}>
        {section.indicators.map((indicator) => (
          <Col key={indicator.code} xs={24} xl={12}>
            <IndicatorCard indicator={indicator} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** Every section with its indicator cards, two per row on wide screens. */
export function DashboardSections({ sections }: { sections: readonly DashboardSection[] }) {
  return (
    <Flex vertical gap="large">
      {sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
    </Flex>
  );
}

/** What a locked industry holds: the indicator names by section, without figures. */
export function LockedIndicatorList({ sections }: { sections: readonly DashboardSection[] }) {
  return (
    <Card title="Các chỉ tiêu của ngành" size="small" data-testid="locked-indicators">
      <Flex vertical gap="middle">
        {sections.map((section) => (
          <div key={section.title}>
            <Typography.Text strong>{section.title}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {section.indicators.map((indicator) => (
                <li key={indicator.code}>
                  {indicator.name} <Tag>{PERIOD_LABELS[indicator.frequency]}</Tag>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Flex>
    </Card>
  );
}
