import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { COMPARE_MAX_TICKERS } from '@/common/market/compareView';
import { SEARCH_DEBOUNCE_MS } from '@/features/enterprise/components/TickerSearch';
import { useCorpSearchQuery } from '@/features/enterprise/enterpriseApi';

export interface CompareTickerPickerProps {
  tickers: readonly string[];
  onChange: (tickers: string[]) => void;
}

const TICKER = /^[A-Z0-9]{1,10}$/;

/**
 * The chosen tickers as chips (each removable) and the company search to add one, up to eight; the
 * typed text itself is offered when it is a well-formed ticker.
 */
export function CompareTickerPicker({ tickers, onChange }: CompareTickerPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  const { data, isFetching } = useCorpSearchQuery(query, { skip: query === '' });
  const full = tickers.length >= COMPARE_MAX_TICKERS;
  const options = (data ?? [])
    .filter((item) => !tickers.includes(item.ticker))
    .map((item) => ({ value: item.ticker, label: `${item.ticker} - ${item.nameVi}` }));
  const typed = text.trim().toUpperCase();
  if (TICKER.test(typed) && !tickers.includes(typed) && !options.some((option) => option.value === typed)) {
    options.unshift({ value: typed, label: typed });
  }
  return (
    <Flex vertical gap={8}>
      <label htmlFor={id}>
        <Typography.Text strong>Mã so sánh</Typography.Text>{' '}
        <Typography.Text type="secondary">
          ({tickers.length}/{COMPARE_MAX_TICKERS} mã)
        </Typography.Text>
      </label>
      <Flex gap={6} wrap align="center" data-testid="compare-chips">
        {tickers.map((ticker) => (
          <Tag key={ticker} style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
            {ticker}
            <Button
              type="text"
              size="small"
              aria-label={`Bỏ ${ticker}`}
              icon={<CloseOutlined />}
              onClick={() => {
                onChange(tickers.filter((item) => item !== ticker));
              }}
            />
          </Tag>
        ))}
        <Select<string>
          id={id}
          value={null}
          disabled={full}
          placeholder={full ? `Đã đủ ${String(COMPARE_MAX_TICKERS)} mã` : 'Thêm mã: nhập mã hoặc tên công ty'}
          showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
          onChange={(next) => {
            if (next && !tickers.includes(next)) onChange([...tickers, next]);
            setText('');
          }}
          options={options}
          loading={isFetching}
          notFoundContent={query ? 'Không tìm thấy kết quả' : 'Nhập mã để tìm'}
          virtual={false}
          style={{ minWidth: 260 }}
        />
      </Flex>
    </Flex>
  );
}
