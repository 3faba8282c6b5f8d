import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import Link from 'next/link';
import { companyPath } from '@/common/companyPaths';
import type { WatchlistBoardRow, WatchlistRatioKey } from '@/common/contracts/watchlists';
import { formatDate, formatNumber, formatSigned, MISSING_VALUE } from '@/common/format';
import { watchlistRatioColumn } from '@/common/watchlists/ratioColumns';
import {
  billions,
  changeColor,
  shares,
  signedBillions,
  signedFraction,
  signedPercentPoints,
} from '@/features/market/flows/figures';
import { RangeBar } from './RangeBar';

type Getter = (row: WatchlistBoardRow) => number | string | null;

/** What each sortable column sorts by. */
export const SORT_VALUES: Readonly<Record<string, Getter>> = {
  ticker: (row) => row.ticker,
  price: (row) => row.price,
  change: (row) => row.change,
  pctChange: (row) => row.pctChange,
  totalVolume: (row) => row.totalVolume,
  volumeVsAverage: (row) => row.volumeVsAverage,
  totalValue: (row) => row.totalValue,
  foreignNet: (row) => row.foreignNetValue ?? row.foreignNetVolume,
  range52w: (row) => row.range52w.position,
};

const ratioGetter =
  (key: WatchlistRatioKey): Getter =>
  (row) =>
    row.ratios[key]?.value ?? null;

/** Compares two rows by a getter; unknown values go last whichever way the column is sorted. */
export function compareBy(getter: Getter) {
  return (a: WatchlistBoardRow, b: WatchlistBoardRow, order?: SortOrder): number => {
    const left = getter(a);
    const right = getter(b);
    if (left === null || right === null) {
      if (left === right) return 0;
      const nullLast = left === null ? 1 : -1;
      return order === 'descend' ? -nullLast : nullLast;
    }
    if (typeof left === 'string' || typeof right === 'string')
      return String(left).localeCompare(String(right));
    return left - right;
  };
}

const missing = (row: WatchlistBoardRow) => row.missing ?? undefined;

function numberCell(text: string, row: WatchlistBoardRow, color?: string) {
  return (
    <span style={{ color }} title={text === MISSING_VALUE ? missing(row) : undefined}>
      {text}
    </span>
  );
}

function ratioText(value: number | null, unit: string): string {
  if (value === null) return MISSING_VALUE;
  if (unit === 'percent') return `${formatNumber(value, 2)}%`;
  if (unit === 'vnd') return formatNumber(value, 0);
  return formatNumber(value, 2);
}

export interface BoardColumnsOptions {
  ratioKeys: readonly WatchlistRatioKey[];
  /** The board's newest session: a row of another session says its own. */
  sessionDate: string | null;
  sort: { key: string | null; order: SortOrder };
  onRemove: (ticker: string) => void;
  removing: string | null;
}

/** The board's columns: the price board's, then the list's ratio columns, then the remove button. */
export function boardColumns(options: BoardColumnsOptions): ColumnType<WatchlistBoardRow>[] {
  const sortable = (key: string, getter: Getter = SORT_VALUES[key] ?? (() => null)) => ({
    key,
    sorter: compareBy(getter),
    sortOrder: options.sort.key === key ? options.sort.order : null,
    showSorterTooltip: { title: 'Bấm để sắp xếp' },
  });
  const columns: ColumnType<WatchlistBoardRow>[] = [
    {
      ...sortable('ticker'),
      title: 'Mã',
      render: (_, row) => (
        <Flex vertical>
          <Link href={companyPath(row.ticker)}>{row.ticker}</Link>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160, fontSize: 12 }} title={row.name}>
            {row.name}
          </Typography.Text>
          {row.date !== null && row.date !== options.sessionDate ? (
            <Typography.Text
              type="warning"
              style={{ fontSize: 12 }}
              data-testid={`row-session-${row.ticker}`}
            >
              {`Phiên ${formatDate(row.date)}`}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      ...sortable('price'),
      title: 'Giá (đồng)',
      align: 'right',
      render: (_, row) => numberCell(formatNumber(row.price, 0), row, changeColor(row.change)),
    },
    {
      ...sortable('change'),
      title: '+/- (đồng)',
      align: 'right',
      render: (_, row) =>
        numberCell(
          row.change === null ? MISSING_VALUE : formatSigned(row.change, 0),
          row,
          changeColor(row.change),
        ),
    },
    {
      ...sortable('pctChange'),
      title: '%',
      align: 'right',
      render: (_, row) => numberCell(signedPercentPoints(row.pctChange), row, changeColor(row.pctChange)),
    },
    {
      ...sortable('totalVolume'),
      title: 'Khối lượng (cp)',
      align: 'right',
      render: (_, row) => numberCell(shares(row.totalVolume), row),
    },
    {
      ...sortable('volumeVsAverage'),
      title: <Tooltip title="Khối lượng phiên / trung bình 20 phiên trước đó − 1">KL so TB 20 phiên</Tooltip>,
      align: 'right',
      render: (_, row) => (
        <span
          title={
            row.averageVolume === null
              ? 'Chưa có phiên nào trước đó để tính trung bình'
              : `Trung bình 20 phiên: ${shares(row.averageVolume)} cp`
          }
        >
          {signedFraction(row.volumeVsAverage)}
        </span>
      ),
    },
    {
      ...sortable('totalValue'),
      title: 'Giá trị (tỷ đồng)',
      align: 'right',
      render: (_, row) => numberCell(billions(row.totalValue), row),
    },
    {
      ...sortable('foreignNet'),
      title: <Tooltip title="Mua − bán của nhà đầu tư nước ngoài trong phiên">NN mua ròng</Tooltip>,
      align: 'right',
      render: (_, row) => {
        if (row.foreignNetValue !== null) {
          return numberCell(
            `${signedBillions(row.foreignNetValue)} tỷ`,
            row,
            changeColor(row.foreignNetValue),
          );
        }
        if (row.foreignNetVolume !== null) {
          return (
            <span
              style={{ color: changeColor(row.foreignNetVolume) }}
              title="Bảng giá trực tuyến chỉ có khối lượng nước ngoài, chưa có giá trị"
            >
              {`${formatSigned(row.foreignNetVolume, 0)} cp`}
            </span>
          );
        }
        return numberCell(MISSING_VALUE, row);
      },
    },
    {
      ...sortable('range52w'),
      title: (
        <Tooltip title="Thấp nhất – cao nhất 52 tuần, giá điều chỉnh theo chia tách và cổ tức bằng cổ phiếu">
          Biên độ 52 tuần
        </Tooltip>
      ),
      render: (_, row) => <RangeBar range={row.range52w} ticker={row.ticker} />,
    },
  ];
  for (const key of options.ratioKeys) {
    const column = watchlistRatioColumn(key);
    columns.push({
      ...sortable(`ratio:${key}`, ratioGetter(key)),
      title: <Tooltip title={column.help}>{column.label}</Tooltip>,
      align: 'right',
      render: (_, row) => {
        const cell = row.ratios[key];
        return <span title={cell?.reason ?? undefined}>{ratioText(cell?.value ?? null, column.unit)}</span>;
      },
    });
  }
  columns.push({
    key: 'remove',
    title: <span className="visually-hidden">Bỏ khỏi danh sách</span>,
    width: 48,
    render: (_, row) => (
      <Tooltip title={`Bỏ ${row.ticker} khỏi danh sách`}>
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Bỏ ${row.ticker} khỏi danh sách`}
          loading={options.removing === row.ticker}
          onClick={() => {
            options.onRemove(row.ticker);
          }}
        />
      </Tooltip>
    ),
  });
  return columns;
}
