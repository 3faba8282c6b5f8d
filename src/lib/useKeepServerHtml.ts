import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const onClient = () => false;
const onServerOrHydrating = () => true;

/**
 * True while a component hydrates server HTML that is costly to hydrate (a table of ~2,000 cells):
 * the component then renders an element with an empty `dangerouslySetInnerHTML` (and
 * `suppressHydrationWarning`), which React hydrates without touching its server-rendered children.
 * Right after hydration the hook turns false inside a transition, which React renders in slices that
 * let the browser paint in between; the element then gets its real children.
 *
 * Why: React hydrates a page in one uninterrupted task, and the browser cannot paint the page until
 * that task ends. A <Suspense> boundary would defer it too, but React outlines large boundaries with
 * inline scripts, which our Content-Security-Policy (script-src 'self') blocks (docs/DECISIONS.md).
 * Until the transition commits (a fraction of a second), clicks inside the kept HTML do nothing.
 *
 * False on the server (the HTML is rendered) and for components mounted after the first hydration
 * (client navigations), which render at once.
 */
export function useKeepServerHtml(): boolean {
  const hydrating = useSyncExternalStore(subscribeNever, onClient, onServerOrHydrating);
  const [keep, setKeep] = useState(() => hydrating && typeof window !== 'undefined');
  useEffect(() => {
    if (!keep) return;
    startTransition(() => {
      setKeep(false);
    });
  }, [keep]);
  return keep;
}
