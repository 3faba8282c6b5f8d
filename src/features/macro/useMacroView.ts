import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MacroView } from './macroSelection';
import { fromUrl, sameMacroQuery, toQueryString, toUrl, type UrlQuery } from './macroUrl';
import { macroView, type MacroViewAction } from './macroView';

/**
 * The macro view read from the page's address, and a function that changes it: the action runs on
 * the view (macroView.ts) and the result replaces the address (shallow: no new server render), so
 * the URL is the view's only home and a reload or a shared link shows the same chart. The server
 * render reads the same query, so the first paint already has the view.
 */

/**
 * The view last written, until the address shows it: a second change made before the router has
 * applied the first (several in one event) builds on it instead of on the older address.
 */
let written: { path: string; from: Record<string, string>; view: MacroView } | undefined;

/** The macro part of a query as this app writes it (so `m=X` and `m=X.l.0.0` compare equal). */
function macroQueryOf(query: UrlQuery): Record<string, string> {
  return toUrl(fromUrl(query));
}

function baseView(path: string, query: UrlQuery): MacroView {
  if (written?.path === path && sameMacroQuery(macroQueryOf(query), written.from)) return written.view;
  written = undefined;
  return fromUrl(query);
}

function pathOf(asPath: string): string {
  return asPath.split(/[?#]/)[0] ?? '/';
}

/** The view and its change function (which returns the action, like dispatch). */
export function useMacroView(): [MacroView, (action: MacroViewAction) => MacroViewAction] {
  const router = useRouter();
  const { query } = router;
  // The view just chosen, shown at once while the router applies its address (a checkbox flips on
  // the click, not a moment later); it applies only while the address is still the one it changed.
  const [pending, setPending] = useState<{ from: Record<string, string>; view: MacroView }>();
  const view = useMemo(
    () => (pending && sameMacroQuery(macroQueryOf(query), pending.from) ? pending.view : fromUrl(query)),
    [query, pending],
  );
  // Once the address shows what was written (or moved elsewhere, e.g. Back), it is the base again.
  useEffect(() => {
    if (written && sameMacroQuery(query, toUrl(written.view))) written = undefined;
    setPending((current) =>
      current && sameMacroQuery(macroQueryOf(query), current.from) ? current : undefined,
    );
  }, [query]);
  const change = useCallback(
    (action: MacroViewAction) => {
      const current = router.query;
      const path = pathOf(router.asPath);
      const base = baseView(path, current);
      const next = macroView.reducer(base, action);
      const nextQuery = toUrl(next);
      if (next === base || sameMacroQuery(current, nextQuery)) return action;
      written = { path, from: macroQueryOf(current), view: next };
      setPending({ from: written.from, view: next });
      const search = toQueryString(nextQuery);
      void router.replace(search ? `${path}?${search}` : path, undefined, { shallow: true, scroll: false });
      return action;
    },
    [router],
  );
  return [view, change];
}
