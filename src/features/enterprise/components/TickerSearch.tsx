import { SearchOutlined } from '@ant-design/icons';
import { Flex, Select, Spin, Tag, Typography, type RefSelectProps } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { CorpSearchItem } from '@/common/contracts/enterprise';
import { QuickWatchButton } from '@/features/watchlists/QuickWatchButton';
import { rememberTicker } from '@/lib/storage';
import { useCorpSearchQuery } from '../enterpriseApi';
import { TICKER_SEARCH_PLACEHOLDER, isCompanyPage, tickerChoiceHref } from '../tickerSearch';
import { selectTicker } from '../enterpriseSlice';

/** Waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's height before it scrolls, and the popup's width (wider than the box). */
const LIST_HEIGHT = 256;
const POPUP_WIDTH = 420;

export interface TickerSearchProps {
  /** Text typed before this control loaded (the header's placeholder): searched at once. */
  initialText?: string;
  /** Takes the focus when it appears (the placeholder had it). */
  autoFocus?: boolean;
  /** Called once mounted, before the browser paints: the placeholder can give way. */
  onReady?: () => void;
}

function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
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
 * The header's ticker search: antd's Select with a remote search (accent-insensitive on the server,
 * ticker, name and industry, most relevant first), asked once typing pauses. antd gives the
 * combobox, the keyboard (arrows wrap, Enter chooses, Escape closes) and the list; Tab closes without
 * choosing, as before, and Escape on the closed box leaves it. On a company page the box shows the
 * current ticker and choosing opens the same screen of the new company (/enterprise/X/<screen>, the
 * query kept; a client-side navigation whose getServerSideProps brings the new company's data);
 * elsewhere choosing opens the company's overview. The choice is remembered in this browser.
 */
export function TickerSearch({ initialText = '', autoFocus = false, onReady }: TickerSearchProps = {}) {
  const router = useRouter();
  const currentTicker = useAppSelector(selectTicker);
  const onCompanyPage = isCompanyPage(router.pathname);
  const ticker = onCompanyPage ? currentTicker : '';
  const selectRef = useRef<RefSelectProps>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // Text carried over from the placeholder is searched at once, not after a pause.
  const debouncedText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, initialText.trim());
  const { data, isFetching, isError } = useCorpSearchQuery(debouncedText, { skip: !open });
  const pending = isFetching || debouncedText !== text.trim();
  const options = pending
    ? []
    : (data ?? []).map((item) => ({ value: item.ticker, label: <OptionLabel item={item} /> }));
  // A typed ticker that is a result: "Theo dõi X" under the list adds it to a watchlist.
  const exact = pending ? undefined : data?.find((item) => item.ticker === text.trim().toUpperCase());

  const close = () => {
    setOpen(false);
    setText('');
  };

  const readyRef = useRef(onReady);
  useLayoutEffect(() => {
    readyRef.current?.();
  }, []);
  // The text typed into the placeholder is searched once mounted: rc-select renders closed first
  // (server-safe) and clears its search while closed, so the text and the list come after that.
  const carried = useRef({ text: initialText, focus: autoFocus });
  useEffect(() => {
    const { text: typed, focus } = carried.current;
    if (focus) selectRef.current?.focus();
    if (typed !== '') {
      setText(typed);
      setOpen(true);
    }
  }, []);

  const choose = (value: string) => {
    rememberTicker(value);
    close();
    if (onCompanyPage && value === ticker) return;
    void router.push(tickerChoiceHref(value, router.pathname, router.query));
  };

  /**
   * antd's Select chooses the active option on Tab; here Tab only leaves (and closes the list).
   * Escape closes an open list (antd) and, on the closed box, leaves the search.
   */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !open) {
      selectRef.current?.blur();
      return;
    }
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
      style={{ display: 'flex', width: '100%' }}
      onKeyDownCapture={onKeyDownCapture}
    >
      <Select<string>
        ref={selectRef}
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
        popupRender={(menu) => (
          <>
            {menu}
            {exact ? (
              <div style={{ borderTop: '1px solid #f0f0f0', padding: '4px 8px' }}>
                <QuickWatchButton ticker={exact.ticker} />
              </div>
            ) : null}
          </>
        )}
        suffix={<SearchOutlined aria-hidden />}
        // Never wider than a phone's screen (the header's box is narrow there).
        popupMatchSelectWidth={
          typeof window === 'undefined' ? POPUP_WIDTH : Math.min(POPUP_WIDTH, window.innerWidth - 16)
        }
        listHeight={LIST_HEIGHT}
      />
    </div>
  );
}
