import { Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { tickerSchema } from '@/common/contracts/common';
import { useCorpSearchQuery } from '@/features/enterprise/enterpriseApi';
import { SEARCH_DEBOUNCE_MS } from '@/features/enterprise/components/TickerSearch';

export interface TickerPickerProps {
  value?: string;
  onChange: (ticker: string) => void;
  /** Left out of the choices (the section's own ticker). */
  exclude?: string;
  id?: string;
  /** The field's accessible name (default: the apply dialog's "Mã chứng khoán đích"). */
  ariaLabel?: string;
}

/**
 * Picks a ticker without leaving the page (the header's TickerSearch navigates): the company search,
 * plus the typed text itself when it is a well-formed ticker.
 */
export function TickerPicker({
  value,
  onChange,
  exclude,
  id,
  ariaLabel = 'Mã chứng khoán đích',
}: TickerPickerProps) {
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

  const typed = tickerSchema.safeParse(text);
  const options = (data ?? [])
    .filter((item) => item.ticker !== exclude)
    .map((item) => ({
      value: item.ticker,
      label: (
        <span>
          <Typography.Text strong>{item.ticker}</Typography.Text>{' '}
          <Typography.Text type="secondary">{item.nameVi}</Typography.Text>
        </span>
      ),
    }));
  if (typed.success && typed.data !== exclude && !options.some((option) => option.value === typed.data)) {
    options.unshift({ value: typed.data, label: <Typography.Text strong>{typed.data}</Typography.Text> });
  }

  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      placeholder="Nhập mã hoặc tên công ty"
      value={value}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      onChange={(next) => {
        onChange(next);
        setText('');
      }}
      options={options}
      loading={isFetching}
      notFoundContent={query ? 'Không tìm thấy kết quả' : 'Nhập mã để tìm'}
      virtual={false}
      style={{ width: '100%' }}
    />
  );
}
