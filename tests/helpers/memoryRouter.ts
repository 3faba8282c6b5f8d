import type { ParsedUrlQuery } from 'node:querystring';
import { useSyncExternalStore } from 'react';

/**
 * A next/router stand-in whose `push` and `replace` change the address and re-render the components
 * that read it, for screens whose view settings live in the URL. Use with
 * `jest.mock('next/router', () => jest.requireActual('<path>/tests/helpers/memoryRouter'))` and set
 * the starting address with `memoryRouter.reset(pathname, query)`.
 */

type Target = string | { pathname?: string; query?: ParsedUrlQuery };

interface RouterState {
  pathname: string;
  query: ParsedUrlQuery;
  asPath: string;
}

const listeners = new Set<() => void>();

function asPath(pathname: string, query: ParsedUrlQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(key, item);
    }
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function stateOf(pathname: string, query: ParsedUrlQuery): RouterState {
  return { pathname, query, asPath: asPath(pathname, query) };
}

let state = stateOf('/', {});

function go(target: Target): Promise<boolean> {
  if (typeof target === 'string') {
    const url = new URL(target, 'http://localhost');
    state = stateOf(url.pathname, Object.fromEntries(url.searchParams));
  } else {
    state = stateOf(target.pathname ?? state.pathname, target.query ?? {});
  }
  for (const listener of listeners) listener();
  return Promise.resolve(true);
}

export const memoryRouter = {
  push: jest.fn(go),
  replace: jest.fn(go),
  /** Starts a test at this address (listeners are not told: call before rendering). */
  reset(pathname: string, query: ParsedUrlQuery = {}): void {
    state = stateOf(pathname, query);
    memoryRouter.push.mockClear();
    memoryRouter.replace.mockClear();
  },
  get current(): RouterState {
    return state;
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useRouter() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    ...current,
    route: current.pathname,
    basePath: '',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: memoryRouter.push,
    replace: memoryRouter.replace,
    prefetch: () => Promise.resolve(),
    back: () => undefined,
    reload: () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  };
}

export default { useRouter };
