import { Alert, Flex, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import type { ValuationBandsResponse } from '@/common/contracts/valuation';
import { exclusionText, percentileSentence } from '@/common/valuation/text';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { bandFigures, industryCaption, sourceLine } from '../bandText';
import { bandChartTitle, valuationBandOptions, valuationBandTable } from '../valuationChart';

const GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: '12px 16px',
  margin: 0,
};

function IndustryNote({ data }: { data: ValuationBandsResponse }) {
  const line = data.industry;
  if (!line) {
    return (
      <Typography.Text type="secondary" data-testid="valuation-industry">
        Công ty chưa có mã ngành ICB nên không có đường trung vị ngành.
      </Typography.Text>
    );
  }
  if (line.locked) {
    return <Alert type="info" showIcon title={line.message} data-testid="valuation-industry-locked" />;
  }
  return (
    <Typography.Text type="secondary" data-testid="valuation-industry">
      {industryCaption(line)}
    </Typography.Text>
  );
}

/** The band's figures, today's percentile with its date and source, the chart and the industry line. */
export function BandDetails({ data }: { data: ValuationBandsResponse }) {
  const options = useMemo(() => valuationBandOptions(data), [data]);
  const table = useMemo(() => valuationBandTable(data), [data]);
  const excluded = exclusionText(data.metric, data.excluded);
  const source = sourceLine(data);
  const percentile = data.today?.percentile ?? null;
  return (
    <Flex vertical gap="middle">
      <dl style={GRID_STYLE} data-testid="valuation-figures">
        {bandFigures(data).map((figure) => (
          <div key={figure.key}>
            <dt style={{ color: 'var(--ant-color-text-description)', fontSize: 12 }}>{figure.label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, fontSize: 15 }} data-testid={`valuation-${figure.key}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph style={{ margin: 0 }} data-testid="valuation-percentile">
        {percentile === null
          ? 'Không xếp hạng được giá trị hiện tại: phiên gần nhất không có giá trị (lỗ hoặc thiếu số liệu).'
          : `${percentileSentence(data.metric, percentile, data.years)}.`}{' '}
        {source && <Typography.Text type="secondary">{source}</Typography.Text>}
      </Typography.Paragraph>
      {excluded && (
        <Typography.Text type="secondary" data-testid="valuation-excluded">
          Thống kê trên {data.stats?.count ?? 0} phiên, {excluded}.
        </Typography.Text>
      )}
      <HighchartsView
        options={options}
        height={360}
        title={bandChartTitle(data)}
        dataTable={table}
        data-testid="valuation-chart"
      />
      <IndustryNote data={data} />
    </Flex>
  );
}
