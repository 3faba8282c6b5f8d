import { SearchOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { TICKER_SEARCH_PLACEHOLDER, isCompanyPage } from '@/features/enterprise/tickerSearch';
import { useAppSelector } from '../hooks';

/**
 * The ticker search itself (antd's Select and the search API): not in any page's first-load
 * JavaScript. It loads once the page is idle after hydration, or at once when the user reaches for
 * the box (pointer over it, focus, the "/" key).
 */
const TickerSearch = dynamic(
  () => import('@/features/enterprise/components/TickerSearch').then((module) => module.TickerSearch),
  { ssr: false },
);

/** Keys typed into these belong to them: "/" there is text, not the search shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(callback, 200);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * The header's ticker search on every page. The server renders a plain input of the Select's size
 * and look (src/styles/shell.css, from the theme's variables); the antd Select replaces it when its
 * code has loaded, carrying over what was typed and the focus, so no keystroke is lost.
 * "/" anywhere outside a text field focuses the search; Escape leaves it.
 */
export function HeaderSearch() {
  const router = useRouter();
  const currentTicker = useAppSelector(selectTicker);
  const shownTicker = isCompanyPage(router.pathname) ? currentTicker : '';
  const boxRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState('');
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  /** Whether "/" works yet (after hydration): browser tests wait for it. */
  const [shortcutOn, setShortcutOn] = useState(false);

  const want = useCallback(() => {
    setWanted(true);
  }, []);

  useEffect(() => whenIdle(want), [want]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTextEntry(event.target)) return;
      event.preventDefault();
      setWanted(true);
      boxRef.current?.querySelector('input')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    setShortcutOn(true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const onPlaceholderKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    setDraft('');
    event.currentTarget.blur();
  };

  return (
    <div
      ref={boxRef}
      className="header-search"
      data-testid="header-search"
      data-shortcut={shortcutOn ? 'on' : undefined}
      onPointerEnter={want}
    >
      {wanted && (
        <TickerSearch
          initialText={draft}
          autoFocus={placeholderFocused}
          onReady={() => {
            setReady(true);
          }}
        />
      )}
      {!ready && (
        <span className="header-search-placeholder" data-testid="header-search-placeholder">
          <input
            type="search"
            role="combobox"
            aria-expanded={false}
            aria-label={TICKER_SEARCH_PLACEHOLDER}
            placeholder={shownTicker ? undefined : TICKER_SEARCH_PLACEHOLDER}
            autoComplete="off"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            onFocus={() => {
              setPlaceholderFocused(true);
              want();
            }}
            onBlur={() => {
              setPlaceholderFocused(false);
            }}
            onKeyDown={onPlaceholderKeyDown}
          />
          {shownTicker && draft === '' && (
            <span className="header-search-value" aria-hidden>
              {shownTicker}
            </span>
          )}
          <SearchOutlined aria-hidden className="header-search-icon" />
        </span>
      )}
    </div>
  );
}
