import { TableOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import type { ChartTableData } from '../options/tableData';

const ChartDataTableBody = lazy(() => import('./ChartDataTableBody'));

const BOUNDED_STYLE = { flex: '0 1 auto', maxHeight: '60%', overflow: 'auto', minHeight: 0 } as const;

export const SHOW_TABLE_TEXT = 'Xem bảng số liệu';
export const HIDE_TABLE_TEXT = 'Ẩn bảng số liệu';

export interface ChartDataTableProps {
  data: ChartTableData;
  /** The chart's name, for the table region's label. */
  title?: string;
  /** In a box of fixed height (a grid cell): the open table takes at most 60% of it and scrolls. */
  bounded?: boolean;
}

/**
 * "Xem bảng số liệu" under a chart: a disclosure button (aria-expanded, aria-controls) that shows
 * the chart's figures as a table (ChartDataTableBody, loaded on first open). HighchartsView renders
 * it under every chart given a table.
 */
export function ChartDataTable({ data, title, bounded = false }: ChartDataTableProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <div style={{ flex: 'none' }}>
        <Button
          type="link"
          size="small"
          icon={<TableOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {open ? HIDE_TABLE_TEXT : SHOW_TABLE_TEXT}
        </Button>
      </div>
      <div
        id={regionId}
        role="region"
        aria-label={title ? `Bảng số liệu: ${title}` : 'Bảng số liệu của biểu đồ'}
        hidden={!open}
        style={bounded ? BOUNDED_STYLE : undefined}
      >
        {open && (
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
            <ChartDataTableBody data={data} />
          </Suspense>
        )}
      </div>
    </>
  );
}
