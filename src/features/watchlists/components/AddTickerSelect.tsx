import { PlusOutlined } from '@ant-design/icons';
import { Flex, Select, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCorpSearchQuery } from '@/features/enterprise/enterpriseApi';

const DEBOUNCE_MS = 300;

export interface AddTickerSelectProps {
  /** Tickers already in the list: shown as such and not offered again. */
  present: readonly string[];
  adding: boolean;
  disabled?: boolean;
  onAdd: (ticker: string) => void;
}

/**
 * "Thêm mã vào danh sách": the site's company search (ticker, name, industry, accent-insensitive),
 * choosing a company adds it to the open list. Enter chooses the highlighted company.
 */
export function AddTickerSelect({ present, adding, disabled, onAdd }: AddTickerSelectProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  const search = useCorpSearchQuery(query, { skip: query === '' });
  const pending = search.isFetching || query !== text.trim();
  const options =
    query === '' || pending
      ? []
      : (search.data ?? []).map((item) => {
          const inList = present.includes(item.ticker);
          return {
            value: item.ticker,
            disabled: inList,
            label: (
              <Flex gap={8} align="center" data-testid={`add-option-${item.ticker}`}>
                <Typography.Text strong style={{ minWidth: 48 }}>
                  {item.ticker}
                </Typography.Text>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {item.nameVi}
                </Typography.Text>
                {inList ? <Tag>Đã có</Tag> : item.exchange ? <Tag>{item.exchange}</Tag> : null}
              </Flex>
            ),
          };
        });
  const notFound =
    text.trim() === '' ? (
      <Typography.Text type="secondary">Gõ mã hoặc tên công ty</Typography.Text>
    ) : pending ? (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <Typography.Text type="secondary">Đang tìm...</Typography.Text>
      </Flex>
    ) : search.isError ? (
      <Typography.Text type="danger">Không tải được kết quả, vui lòng thử lại.</Typography.Text>
    ) : (
      <Typography.Text type="secondary">Không tìm thấy công ty phù hợp</Typography.Text>
    );
  return (
    <Select<string>
      style={{ width: 320, maxWidth: '100%' }}
      aria-label="Thêm mã vào danh sách"
      placeholder="Thêm mã vào danh sách (ví dụ FPT)"
      value={null}
      disabled={disabled}
      loading={adding}
      suffix={<PlusOutlined aria-hidden />}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      options={options}
      notFoundContent={notFound}
      onSelect={(ticker) => {
        setText('');
        onAdd(ticker);
      }}
      data-testid="watchlist-add-ticker"
    />
  );
}
