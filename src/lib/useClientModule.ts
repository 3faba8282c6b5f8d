import { useEffect, useState } from 'react';

/**
 * A module loaded in the browser after the page has hydrated (`load` is an `import()`): undefined on
 * the server, while hydrating and until it arrives, so the server HTML and the first client render
 * match. For secondary controls whose code should not delay the page (docs/DECISIONS.md). A failed
 * load leaves it undefined: the caller's placeholder stays.
 */
export function useClientModule<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded({ module });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.module;
}
