import { Table, type TableColumnsType } from 'antd';
import type { ChartTableData, ChartTableRow } from '../options/tableData';

export interface ChartDataTableBodyProps {
  data: ChartTableData;
}

/**
 * The chart's figures as an antd Table: the series names are row headers, one column per period or
 * date. Loaded only when a reader opens "Xem bảng số liệu" (ChartDataTable), so antd's Table stays
 * out of chart pages' first load.
 */
export default function ChartDataTableBody({ data }: ChartDataTableBodyProps) {
  const columns: TableColumnsType<ChartTableRow> = [
    {
      key: 'name',
      title: data.rowHeading,
      dataIndex: 'name',
      rowScope: 'row',
      fixed: 'start',
    },
    ...data.columns.map((column, index) => ({
      key: `c${String(index)}`,
      title: column,
      align: 'right' as const,
      render: (_: unknown, row: ChartTableRow) => row.values[index],
    })),
  ];
  return (
    <Table<ChartTableRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={columns}
      dataSource={[...data.rows]}
      scroll={{ x: 'max-content' }}
    />
  );
}
