import { Card, Flex, Segmented, Tag, Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import { useMemo, useState } from 'react';
import type { IndustryIndicator } from '@/common/contracts/industry';
import { RangeButtons } from '@/features/charts/components/RangeButtons';
import {
  formatReleaseDate,
  PERIOD_LABELS,
  rangeOptionsFor,
  VALUE_TYPE_LABELS,
} from '@/features/macro/macroMetrics';
import { initialRange, type IndustryValueType } from '../industryCharts';
import { dataUntilText } from '../industryFormat';
import { useValueTypeSwitch } from '../useValueTypeSwitch';
import { IndustryLineChart } from './IndustryLineChart';

const CHART_HEIGHT = 300;
const VALUE_OPTIONS = (['value', 'yoy'] as const).map((value) => ({
  value,
  label: VALUE_TYPE_LABELS[value],
}));

/**
 * One indicator of an industry dashboard: its name, what it shows, its frequency, the level or
 * change switch, the range buttons, the chart and where the figures come from.
 */
export function IndicatorCard({ indicator }: { indicator: IndustryIndicator }) {
  const { name, description, frequency, unit, source, releaseDate, latestPeriod } = indicator;
  const { valueType, setValueType, lines, canSwitch } = useValueTypeSwitch(indicator);
  const [range, setRange] = useState(() => initialRange(indicator));
  const rangeOptions = useMemo(
    () =>
      rangeOptionsFor(
        lines.map((line) => line.period),
        range,
      ),
    [lines, range],
  );
  const until = dataUntilText(latestPeriod);
  const shownUnit = valueType === 'yoy' ? '%' : unit;

  return (
    <Card size="small" style={{ height: '100%' }} data-testid="industry-indicator" data-code={indicator.code}>
      <Flex vertical gap="small">
        <Flex justify="space-between" align="flex-start" gap="small">
          <SectionTitle level={3} looks={5} style={{ margin: 0 }}>
            {name}
          </SectionTitle>
          <Tag>{PERIOD_LABELS[frequency]}</Tag>
        </Flex>
        {description && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {description}
          </Typography.Paragraph>
        )}
        <Flex wrap justify="space-between" gap="small">
          {canSwitch ? (
            <Segmented<IndustryValueType>
              size="small"
              aria-label={`Loại giá trị của ${name}`}
              value={valueType}
              options={VALUE_OPTIONS}
              onChange={setValueType}
            />
          ) : (
            <span />
          )}
          <RangeButtons
            options={rangeOptions}
            onChange={setRange}
            ariaLabel={`Khoảng thời gian của ${name}`}
          />
        </Flex>
        <IndustryLineChart lines={lines} range={range} title={name} height={CHART_HEIGHT} withFormulas />
        <Flex wrap gap="middle">
          {shownUnit && <Typography.Text type="secondary">Đơn vị: {shownUnit}</Typography.Text>}
          {source && <Typography.Text type="secondary">Nguồn: {source}</Typography.Text>}
          {releaseDate && (
            <Typography.Text type="secondary">Cập nhật: {formatReleaseDate(releaseDate)}</Typography.Text>
          )}
          {until && <Typography.Text type="secondary">{until}</Typography.Text>}
        </Flex>
      </Flex>
    </Card>
  );
}
