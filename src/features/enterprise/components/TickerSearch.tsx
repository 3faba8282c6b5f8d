import { SearchOutlined } from '@ant-design/icons';
import { Flex, Select, Spin, Tag } from 'antd';
import { Typography } from '@/components/Typography';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { CorpSearchItem } from '@/common/contracts/enterprise';
import { STORAGE_KEYS, safeLocalStorage } from '@/lib/storage';
import { useCorpSearchQuery } from '../enterpriseApi';
import { selectTicker } from '../enterpriseSlice';

/** Waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
export const TICKER_SEARCH_PLACEHOLDER = 'Tìm mã hoặc tên công ty';

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return debounced;
}

function OptionLabel({ item }: { item: CorpSearchItem }) {
  return (
    <Flex align="center" gap={8} data-testid={`ticker-option-${item.ticker}`}>
      <Typography.Text strong style={{ minWidth: 48 }}>
        {item.ticker}
      </Typography.Text>
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }} title={item.nameVi}>
        {item.nameVi}
      </Typography.Text>
      {item.exchange && <Tag style={{ marginInlineEnd: 0 }}>{item.exchange}</Tag>}
    </Flex>
  );
}

/**
 * The ticker header's search: remote, accent-insensitive, most relevant first. Arrow keys move, Enter
 * chooses, Escape closes (antd Select). Choosing loads the same page for the new ticker from the
 * server (?ticker=X, not shallow) and remembers it in this browser.
 */
export function TickerSearch() {
  const router = useRouter();
  const ticker = useAppSelector(selectTicker);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const debouncedText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useCorpSearchQuery(debouncedText, { skip: !open });
  const pending = isFetching || debouncedText !== text.trim();

  const choose = (value: string) => {
    safeLocalStorage.set(STORAGE_KEYS.currentTicker, value);
    setText('');
    setOpen(false);
    if (value === ticker) return;
    void router.push({ pathname: router.pathname, query: { ...router.query, ticker: value } }, undefined, {
      shallow: false,
    });
  };

  let notFoundContent = (
    <Typography.Text type="secondary" data-testid="ticker-search-empty">
      Không tìm thấy kết quả
    </Typography.Text>
  );
  if (pending) {
    notFoundContent = (
      <Flex gap={8} align="center" data-testid="ticker-search-loading">
        <Spin size="small" />
        <Typography.Text type="secondary">Đang tìm...</Typography.Text>
      </Flex>
    );
  } else if (isError) {
    notFoundContent = (
      <Typography.Text type="danger">Không tải được kết quả, vui lòng thử lại.</Typography.Text>
    );
  }

  return (
    <Select<string>
      aria-label={TICKER_SEARCH_PLACEHOLDER}
      data-testid="ticker-search"
      value={ticker}
      labelRender={({ value }) => <Typography.Text strong>{String(value)}</Typography.Text>}
      placeholder={TICKER_SEARCH_PLACEHOLDER}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      suffix={<SearchOutlined />}
      onOpenChange={setOpen}
      onChange={choose}
      options={(pending ? [] : (data ?? [])).map((item) => ({
        value: item.ticker,
        label: <OptionLabel item={item} />,
      }))}
      notFoundContent={notFoundContent}
      virtual={false}
      popupMatchSelectWidth={420}
      style={{ width: 200 }}
    />
  );
}
