import { SearchOutlined } from '@ant-design/icons';
import { useRouter } from 'next/router';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { useAppSelector } from '@/application/hooks';
import type { CorpSearchItem } from '@/common/contracts/enterprise';
import { Flex } from '@/components/Flex';
import { Tag } from '@/components/Tag';
import { Typography } from '@/components/Typography';
import { STORAGE_KEYS, safeLocalStorage } from '@/lib/storage';
import { useCorpSearchQuery } from '../enterpriseApi';
import { selectTicker } from '../enterpriseSlice';

/** Waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
export const TICKER_SEARCH_PLACEHOLDER = 'Tìm mã hoặc tên công ty';

/** The list's height before it scrolls (antd Select's listHeight). */
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

function joined(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
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

/** antd's `<Spin size="small" />` markup, styled by antd's static sheet. */
function SmallSpin() {
  return (
    <div
      className="ant-spin ant-spin-sm ant-spin-spinning ant-spin-section"
      aria-live="polite"
      aria-busy="true"
    >
      <span className="ant-spin-dot-holder">
        <span className="ant-spin-dot ant-spin-dot-spin">
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
        </span>
      </span>
    </div>
  );
}

/**
 * The ticker header's search: remote, accent-insensitive, most relevant first. A combobox (ARIA 1.2:
 * the input keeps focus, aria-activedescendant names the active option) drawn with antd Select's
 * markup and class names, styled by antd's static sheet, without antd's code. Arrow keys move (and
 * wrap), Enter chooses, Escape and Tab close. Choosing loads the same page for the new ticker from the
 * server (?ticker=X, not shallow) and remembers it in this browser.
 */
export function TickerSearch() {
  const router = useRouter();
  const ticker = useAppSelector(selectTicker);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  /** The option the keyboard or mouse points at, by ticker; null: the default one. */
  const [activeTicker, setActiveTicker] = useState<string | null>(null);
  const debouncedText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useCorpSearchQuery(debouncedText, { skip: !open });
  const pending = isFetching || debouncedText !== text.trim();

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const holderRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const options = pending ? [] : (data ?? []);
  let activeIndex = activeTicker === null ? -1 : options.findIndex((item) => item.ticker === activeTicker);
  if (activeIndex < 0 && options.length > 0) {
    // Like antd: the current ticker when it is listed, else the first option.
    const current = options.findIndex((item) => item.ticker === ticker);
    activeIndex = current >= 0 ? current : 0;
  }

  const activeItem = activeIndex >= 0 ? options[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setText('');
    setActiveTicker(null);
  };

  const choose = (value: string) => {
    safeLocalStorage.set(STORAGE_KEYS.currentTicker, value);
    close();
    if (value === ticker) return;
    void router.push({ pathname: router.pathname, query: { ...router.query, ticker: value } }, undefined, {
      shallow: false,
    });
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const next = options[(activeIndex + step + options.length) % options.length];
    if (next) setActiveTicker(next.ticker);
  };

  // A press anywhere outside closes the list (the input's blur does too, when it had focus).
  useEffect(() => {
    if (!open) return undefined;
    const onDocumentMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
      setText('');
      setActiveTicker(null);
    };
    document.addEventListener('mousedown', onDocumentMouseDown);
    return () => {
      document.removeEventListener('mousedown', onDocumentMouseDown);
    };
  }, [open]);

  // Keeps the active option inside the scrolled list.
  useEffect(() => {
    const holder = holderRef.current;
    const option = listboxRef.current?.children[activeIndex];
    if (!open || !holder || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < holder.scrollTop) {
      holder.scrollTop = option.offsetTop;
    } else if (option.offsetTop + option.offsetHeight > holder.scrollTop + holder.clientHeight) {
      holder.scrollTop = option.offsetTop + option.offsetHeight - holder.clientHeight;
    }
  }, [open, activeIndex]);

  const onSelectMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    const input = inputRef.current;
    if (event.target === input) {
      // Pressing the text field opens the list and leaves it open (the caret can move).
      if (!open) setOpen(true);
      return;
    }
    // Elsewhere on the box: keep the focus in the text field and toggle the list, as antd does.
    event.preventDefault();
    input?.focus();
    if (open) close();
    else setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an input method's composition (Vietnamese Telex, VNI) are not ours.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (!open) {
          setOpen(true);
        } else if (activeItem) {
          event.preventDefault();
          choose(activeItem.ticker);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
    }
  };

  let emptyContent: ReactNode = (
    <Typography.Text type="secondary" data-testid="ticker-search-empty">
      Không tìm thấy kết quả
    </Typography.Text>
  );
  if (pending) {
    emptyContent = (
      <Flex gap={8} align="center" data-testid="ticker-search-loading">
        <SmallSpin />
        <Typography.Text type="secondary">Đang tìm...</Typography.Text>
      </Flex>
    );
  } else if (isError) {
    emptyContent = <Typography.Text type="danger">Không tải được kết quả, vui lòng thử lại.</Typography.Text>;
  }

  const searching = open && text !== '';
  return (
    <div
      ref={rootRef}
      data-testid="ticker-search"
      style={{ position: 'relative', display: 'inline-flex', width: 200, verticalAlign: 'top' }}
    >
      <div
        className={joined(
          'ant-select ant-select-outlined ant-select-css-var ant-select-single ant-select-show-arrow',
          focused && 'ant-select-focused',
          open && 'ant-select-open',
          'ant-select-show-search',
        )}
        style={{ width: '100%' }}
        onMouseDown={onSelectMouseDown}
      >
        <div
          className={joined(
            'ant-select-content',
            Boolean(ticker) && 'ant-select-content-has-value',
            searching && 'ant-select-content-has-search-value',
          )}
        >
          {ticker ? (
            <Typography.Text strong>{ticker}</Typography.Text>
          ) : (
            !searching && <div className="ant-select-placeholder">{TICKER_SEARCH_PLACEHOLDER}</div>
          )}
          <input
            ref={inputRef}
            type="text"
            className="ant-select-input"
            role="combobox"
            aria-label={TICKER_SEARCH_PLACEHOLDER}
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-autocomplete="list"
            aria-controls={open ? listboxId : undefined}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={open ? text : ''}
            onChange={(event) => {
              setText(event.target.value);
              setActiveTicker(null);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setFocused(true);
            }}
            onBlur={() => {
              setFocused(false);
              close();
            }}
          />
        </div>
        <div className="ant-select-suffix">
          <SearchOutlined />
        </div>
      </div>
      {open && (
        <div
          className={joined(
            'ant-select-dropdown ant-select-css-var',
            options.length === 0 && 'ant-select-dropdown-empty',
            'ant-select-dropdown-placement-bottomLeft',
          )}
          // The sheet parks a closed dropdown off screen (top: -9999px); this one exists only open.
          style={{ position: 'absolute', top: 'calc(100% + 4px)', left: 0, width: POPUP_WIDTH, zIndex: 1050 }}
          onMouseDown={(event) => {
            // Keeps the focus (and the typed text) in the input while pressing an option.
            event.preventDefault();
          }}
        >
          {options.length === 0 ? (
            <div role="listbox" id={listboxId} aria-busy={pending} className="ant-select-item-empty">
              {emptyContent}
            </div>
          ) : (
            <div className="ant-select-dropdown-list" style={{ position: 'relative' }}>
              <div
                ref={holderRef}
                className="ant-select-dropdown-list-holder"
                style={{
                  position: 'relative',
                  maxHeight: LIST_HEIGHT,
                  overflowY: 'auto',
                  overflowAnchor: 'none',
                }}
              >
                <div
                  ref={listboxRef}
                  role="listbox"
                  id={listboxId}
                  aria-label={TICKER_SEARCH_PLACEHOLDER}
                  className="ant-select-dropdown-list-holder-inner"
                  style={{ display: 'flex', flexDirection: 'column' }}
                >
                  {options.map((item, index) => {
                    const active = index === activeIndex;
                    return (
                      <div
                        key={item.ticker}
                        id={optionId(index)}
                        role="option"
                        aria-selected={active}
                        className={joined(
                          'ant-select-item ant-select-item-option',
                          active && 'ant-select-item-option-active',
                          item.ticker === ticker && 'ant-select-item-option-selected',
                        )}
                        onMouseMove={() => {
                          if (!active) setActiveTicker(item.ticker);
                        }}
                        onClick={() => {
                          choose(item.ticker);
                        }}
                      >
                        <div className="ant-select-item-option-content">
                          <OptionLabel item={item} />
                        </div>
                        <span className="ant-select-item-option-state" aria-hidden="true" />
                      </div>
                    );
                  })}
                </div>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
