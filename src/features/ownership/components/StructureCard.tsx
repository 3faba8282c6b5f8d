import { Card, Empty, Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import type { HolderShare, OwnershipResponse } from '@/common/contracts/ownership';
import { HOLDER_KIND_LABELS } from '@/common/market/events';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { STRUCTURE_CHART_TITLE, structureChartOptions, structureChartTable } from '../ownershipCharts';
import { formatRatio, formatRatioChange, formatShares } from '../ownershipText';

interface StructureRow extends HolderShare {
  change: number | null;
}

function rowsOf(data: OwnershipResponse): StructureRow[] {
  const history = data.structureHistory;
  const previous = history.length > 1 ? history[history.length - 2] : undefined;
  return (data.structure?.holders ?? []).map((holder) => {
    const before = previous?.holders.find((item) => item.kind === holder.kind)?.ratio ?? null;
    return { ...holder, change: holder.ratio === null || before === null ? null : holder.ratio - before };
  });
}

/** The shareholder structure at its latest date, its change since the previous one, and over time. */
export function StructureCard({ data }: { data: OwnershipResponse }) {
  const options = useMemo(() => structureChartOptions(data.structureHistory), [data.structureHistory]);
  const table = useMemo(() => structureChartTable(options), [options]);
  const { structure } = data;
  const previous = data.structureHistory[data.structureHistory.length - 2];
  return (
    <Card title="Cơ cấu cổ đông" data-testid="ownership-structure">
      {structure === null ? (
        <Empty description={data.structureNote ?? 'Chưa có dữ liệu'} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">
            Ngày {structure.asOf} · Nguồn: {structure.source}
            {previous ? ` · So với ${previous.asOf}` : ''}
          </Typography.Text>
          <Table<StructureRow>
            size="small"
            pagination={false}
            rowKey="kind"
            dataSource={rowsOf(data)}
            columns={[
              {
                title: 'Nhóm cổ đông',
                dataIndex: 'kind',
                render: (kind: StructureRow['kind']) => HOLDER_KIND_LABELS[kind],
              },
              {
                title: 'Số cổ phiếu',
                dataIndex: 'shares',
                align: 'right',
                render: (value: number | null) => formatShares(value),
              },
              {
                title: 'Tỷ lệ',
                dataIndex: 'ratio',
                align: 'right',
                render: (value: number | null) => formatRatio(value),
              },
              {
                title: 'Thay đổi',
                dataIndex: 'change',
                align: 'right',
                render: (value: number | null) => formatRatioChange(value),
              },
            ]}
          />
          <HighchartsView
            options={options}
            height={280}
            title={STRUCTURE_CHART_TITLE}
            dataTable={table}
            data-testid="ownership-structure-chart"
          />
        </Flex>
      )}
    </Card>
  );
}
