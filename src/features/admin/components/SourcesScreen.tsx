import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { STATEMENT_PERIOD_TYPES, type StatementPeriodType } from '@/common/constants/market';
import type { CompanySourcesResponse } from '@/common/contracts/adminSources';
import { formatNumber } from '@/common/format';
import { sourceLabel, type StatementSource } from '@/common/finance/statementSources';
import { FINANCE_TYPE_LABELS } from '@/common/constants/finance';
import {
  useGetCompanySourcesQuery,
  useGetDefaultSourcesQuery,
  useSetCompanySourcesMutation,
  useSetDefaultSourcesMutation,
} from '../adminSourcesApi';

const PERIOD_WORDS: Record<StatementPeriodType, string> = { year: 'Năm', quarter: 'Quý', month: 'Tháng' };

interface PriorityEditorProps {
  periodType: StatementPeriodType;
  list: readonly StatementSource[];
  /** The company's own list exists (a reset button goes back to the default). */
  own?: boolean;
  saving: boolean;
  onSave: (sources: StatementSource[] | null) => void;
}

/** One period type's order of sources: first = shown when it has the statement for the period. */
function PriorityEditor({ periodType, list, own, saving, onSave }: PriorityEditorProps) {
  const [order, setOrder] = useState<StatementSource[]>([...list]);
  useEffect(() => {
    setOrder([...list]);
  }, [list]);
  const changed = order.join() !== list.join();
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    setOrder(next);
  };
  return (
    <Flex gap={8} align="center" wrap data-testid={`priority-${periodType}`}>
      <strong style={{ width: 56 }}>{PERIOD_WORDS[periodType]}</strong>
      {order.map((source, index) => (
        <Space.Compact key={source}>
          <Tag style={{ margin: 0, lineHeight: '22px' }}>
            {index + 1}. {sourceLabel(source)}
          </Tag>
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={`Đưa ${sourceLabel(source)} lên trước (${PERIOD_WORDS[periodType]})`}
            disabled={index === 0}
            onClick={() => {
              move(index, -1);
            }}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={`Đưa ${sourceLabel(source)} xuống sau (${PERIOD_WORDS[periodType]})`}
            disabled={index === order.length - 1}
            onClick={() => {
              move(index, 1);
            }}
          />
        </Space.Compact>
      ))}
      <Button
        type="primary"
        size="small"
        disabled={!changed}
        loading={saving}
        onClick={() => {
          onSave(order);
        }}
      >
        Lưu
      </Button>
      {own ? (
        <Button
          size="small"
          loading={saving}
          onClick={() => {
            onSave(null);
          }}
        >
          Dùng thứ tự mặc định
        </Button>
      ) : null}
    </Flex>
  );
}

const storedColumns: TableColumnsType<CompanySourcesResponse['stored'][number]> = [
  {
    title: 'Báo cáo',
    dataIndex: 'statement',
    render: (value: keyof typeof FINANCE_TYPE_LABELS) => FINANCE_TYPE_LABELS[value],
  },
  {
    title: 'Kỳ',
    dataIndex: 'periodType',
    width: 80,
    render: (value: StatementPeriodType) => PERIOD_WORDS[value],
  },
  { title: 'Nguồn', dataIndex: 'source', render: (value: string) => sourceLabel(value) },
  { title: 'Từ', dataIndex: 'first', width: 90 },
  { title: 'Đến', dataIndex: 'last', width: 90 },
  {
    title: 'Số kỳ',
    dataIndex: 'periods',
    width: 80,
    align: 'right',
    render: (v: number) => formatNumber(v, 0),
  },
  {
    title: 'Đang hiển thị',
    dataIndex: 'shown',
    width: 120,
    align: 'right',
    render: (value: number) => (value > 0 ? formatNumber(value, 0) : <Tag>không</Tag>),
  },
];

function CompanySources({ ticker }: { ticker: string }) {
  const { data, error, isFetching } = useGetCompanySourcesQuery(ticker);
  const [save, { isLoading, error: saveError }] = useSetCompanySourcesMutation();
  if (error) return <Alert type="error" showIcon title={`Không tải được nguồn số liệu của ${ticker}`} />;
  if (!data) return null;
  return (
    <Card size="small" title={`Nguồn số liệu của ${data.ticker}`} data-testid="company-sources">
      <Typography.Paragraph type="secondary">
        Mỗi báo cáo của mỗi kỳ lấy trọn từ một nguồn: nguồn đứng trước trong danh sách có báo cáo đó cho kỳ
        đó. Năm không có báo cáo năm công bố được cộng từ 4 quý.
      </Typography.Paragraph>
      <Flex vertical gap={8} style={{ marginBottom: 12 }}>
        {STATEMENT_PERIOD_TYPES.map((periodType) => (
          <PriorityEditor
            key={periodType}
            periodType={periodType}
            list={data.effective[periodType]}
            own={data.own[periodType] !== null}
            saving={isLoading}
            onSave={(sources) => {
              void save({ ticker: data.ticker, periodType, sources });
            }}
          />
        ))}
      </Flex>
      {saveError ? <Alert type="error" showIcon title="Không lưu được thứ tự nguồn" /> : null}
      <Table
        rowKey={(row) => `${row.statement}|${row.periodType}|${row.source}`}
        size="small"
        loading={isFetching}
        columns={storedColumns}
        dataSource={data.stored}
        pagination={false}
        locale={{ emptyText: 'Mã này chưa có số liệu báo cáo tài chính' }}
      />
    </Card>
  );
}

/**
 * Which source a company's statements show (docs/DATA.md "Sources of a statement"): the default
 * order for every company, and one company's own order with what each source holds.
 */
export function SourcesScreen() {
  const { data, error } = useGetDefaultSourcesQuery(undefined);
  const [saveDefault, { isLoading }] = useSetDefaultSourcesMutation();
  const [ticker, setTicker] = useState('');
  return (
    <Flex vertical gap={16} data-testid="admin-sources">
      <Card size="small" title="Thứ tự mặc định">
        {error ? <Alert type="error" showIcon title="Không tải được thứ tự nguồn" /> : null}
        {data ? (
          <Flex vertical gap={8}>
            {STATEMENT_PERIOD_TYPES.map((periodType) => (
              <PriorityEditor
                key={periodType}
                periodType={periodType}
                list={data.effective[periodType]}
                saving={isLoading}
                onSave={(sources) => {
                  void saveDefault({ periodType, sources });
                }}
              />
            ))}
            <Typography.Text type="secondary">
              {data.overrides.length > 0
                ? `Mã có thứ tự riêng: ${[...new Set(data.overrides.map((row) => row.ticker))].join(', ')}`
                : 'Chưa mã nào có thứ tự riêng.'}
            </Typography.Text>
          </Flex>
        ) : null}
      </Card>
      <Input.Search
        allowClear
        placeholder="Mã chứng khoán"
        enterButton="Xem nguồn"
        style={{ width: 320 }}
        onSearch={(value) => {
          setTicker(value.trim().toUpperCase());
        }}
      />
      {ticker ? <CompanySources ticker={ticker} /> : null}
    </Flex>
  );
}
