import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { companyPath } from '@/common/companyPaths';
import type { CorporateEventItem } from '@/common/contracts/corporateEvents';
import { formatDate, formatNumber, MISSING_VALUE } from '@/common/format';
import { CORPORATE_EVENT_LABELS, type CorporateEventKind } from '@/common/market/events';

/** Tag colours of the kinds; the label is always written, colour never carries the meaning alone. */
const KIND_COLORS: Record<CorporateEventKind, string> = {
  cash_dividend: 'green',
  stock_dividend: 'blue',
  bonus_issue: 'geekblue',
  rights_issue: 'purple',
  split: 'cyan',
  agm: 'gold',
  egm: 'orange',
  listing: 'lime',
  additional_listing: 'magenta',
  suspension: 'red',
};

export function KindTag({ kind }: { kind: CorporateEventKind }) {
  return <Tag color={KIND_COLORS[kind]}>{CORPORATE_EVENT_LABELS[kind]}</Tag>;
}

/** "1,500 đ/cp", "100:20", "100:30, giá 10,000 đ", "5,000,000 cp"; "-" when the event has no figure. */
export function eventFigure(item: CorporateEventItem): string {
  const parts: string[] = [];
  if (item.cashPerShare !== null) parts.push(`${formatNumber(item.cashPerShare, 0)} đ/cp`);
  if (item.ratioText !== null) parts.push(item.ratioText);
  if (item.pricePerShare !== null) parts.push(`giá ${formatNumber(item.pricePerShare, 0)} đ`);
  if (item.shares !== null && parts.length === 0) parts.push(`${formatNumber(item.shares, 0)} cp`);
  return parts.length > 0 ? parts.join(', ') : MISSING_VALUE;
}

const dateCell = (value: string | null) => (value ? formatDate(value) : MISSING_VALUE);

/** The calendar's columns; a company's own tables leave out the ticker and the exchange. */
export function eventColumns(options: { withCompany: boolean }): ColumnsType<CorporateEventItem> {
  const company: ColumnsType<CorporateEventItem> = options.withCompany
    ? [
        {
          title: 'Mã',
          dataIndex: 'ticker',
          key: 'ticker',
          render: (ticker: string, item) => (
            <Link href={companyPath(ticker, 'events')} title={item.companyName}>
              {ticker}
            </Link>
          ),
        },
        {
          title: 'Sàn',
          dataIndex: 'exchange',
          key: 'exchange',
          render: (value: string | null) => value ?? MISSING_VALUE,
        },
      ]
    : [];
  return [
    { title: 'Ngày', dataIndex: 'eventDate', key: 'eventDate', render: dateCell },
    ...company,
    {
      title: 'Loại sự kiện',
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: CorporateEventKind) => <KindTag kind={kind} />,
    },
    { title: 'Nội dung', dataIndex: 'title', key: 'title' },
    { title: 'Ngày GDKHQ', dataIndex: 'exDate', key: 'exDate', render: dateCell },
    { title: 'Ngày ĐKCC', dataIndex: 'recordDate', key: 'recordDate', render: dateCell },
    { title: 'Ngày thanh toán', dataIndex: 'paymentDate', key: 'paymentDate', render: dateCell },
    {
      title: 'Tiền / tỷ lệ',
      key: 'figure',
      align: 'right',
      render: (_value: unknown, item) => eventFigure(item),
    },
  ];
}
