import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { clampSlide, isEditableTarget, parseSlideParam, slideForKey, slideHref } from './slides';

export interface SlideNavigation {
  /** The slide on screen, from 1. */
  current: number;
  count: number;
  go: (slide: number) => void;
}

/**
 * The slide on screen, kept in the address (?slide=3, shallow routing, so a reload keeps the
 * place) and moved by ← → Home End anywhere on the page except in fields.
 */
export function useSlideNavigation(slug: string, count: number): SlideNavigation {
  const router = useRouter();
  // The page renders on the server (getServerSideProps), so the query is known from the first render;
  // afterwards this state leads and the address follows it.
  const [slide, setSlide] = useState(() => parseSlideParam(router.query.slide) ?? 1);
  const current = clampSlide(slide, count);

  const go = useCallback(
    (target: number) => {
      const next = clampSlide(target, count);
      setSlide(next);
      if (next !== current) {
        void router.replace(slideHref(slug, next), undefined, { shallow: true, scroll: false });
      }
    },
    [count, current, router, slug],
  );

  useEffect(() => {
    if (count < 1) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isEditableTarget(event.target)) return;
      const target = slideForKey(event.key, current, count);
      if (target === null) return;
      event.preventDefault();
      go(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [count, current, go]);

  return { current, count, go };
}
