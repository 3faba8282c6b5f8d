import { SearchOutlined } from '@ant-design/icons';
import { Flex, Select, Spin, Tag, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { CorpSearchItem } from '@/common/contracts/enterprise';
import { STORAGE_KEYS, safeLocalStorage } from '@/lib/storage';
import { useCorpSearchQuery } from '../enterpriseApi';
import { selectTicker } from '../enterpriseSlice';

/** Waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
export const TICKER_SEARCH_PLACEHOLDER = 'Tìm mã hoặc tên công ty';

/** The list's height before it scrolls, and the popup's width (wider than the box). */
const LIST_HEIGHT = 256;
const POPUP_WIDTH = 420;

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
 * The ticker header's search: antd's Select with a remote search (accent-insensitive on the server,
 * most relevant first), asked once typing pauses. antd gives the combobox, the keyboard (arrows wrap,
 * Enter chooses, Escape closes) and the list; Tab closes without choosing, as before. Choosing loads
 * the same page for the new ticker from the server (?ticker=X, not shallow) and remembers it in this
 * browser.
 */
export function TickerSearch() {
  const router = useRouter();
  const ticker = useAppSelector(selectTicker);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const debouncedText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useCorpSearchQuery(debouncedText, { skip: !open });
  const pending = isFetching || debouncedText !== text.trim();
  const options = pending
    ? []
    : (data ?? []).map((item) => ({ value: item.ticker, label: <OptionLabel item={item} /> }));

  const close = () => {
    setOpen(false);
    setText('');
  };

  const choose = (value: string) => {
    safeLocalStorage.set(STORAGE_KEYS.currentTicker, value);
    close();
    if (value === ticker) return;
    void router.push({ pathname: router.pathname, query: { ...router.query, ticker: value } }, undefined, {
      shallow: false,
    });
  };

  /** antd's Select chooses the active option on Tab; here Tab only leaves (and closes the list). */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !open) return;
    event.stopPropagation();
    close();
  };

  let emptyContent: ReactNode = (
    <Typography.Text type="secondary" data-testid="ticker-search-empty">
      Không tìm thấy kết quả
    </Typography.Text>
  );
  if (pending) {
    emptyContent = (
      <Flex gap={8} align="center" data-testid="ticker-search-loading">
        <Spin size="small" />
        <Typography.Text type="secondary">Đang tìm...</Typography.Text>
      </Flex>
    );
  } else if (isError) {
    emptyContent = <Typography.Text type="danger">Không tải được kết quả, vui lòng thử lại.</Typography.Text>;
  }

  return (
    <div
      data-testid="ticker-search"
      style={{ display: 'inline-flex', width: 200, verticalAlign: 'top' }}
      onKeyDownCapture={onKeyDownCapture}
    >
      <Select<string>
        style={{ width: '100%' }}
        aria-label={TICKER_SEARCH_PLACEHOLDER}
        placeholder={TICKER_SEARCH_PLACEHOLDER}
        value={ticker || undefined}
        labelRender={({ value }) => <Typography.Text strong>{String(value)}</Typography.Text>}
        showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
        open={open}
        onOpenChange={(next) => {
          if (next) setOpen(true);
          else close();
        }}
        options={options}
        onSelect={choose}
        notFoundContent={emptyContent}
        suffix={<SearchOutlined />}
        popupMatchSelectWidth={POPUP_WIDTH}
        listHeight={LIST_HEIGHT}
      />
    </div>
  );
}
