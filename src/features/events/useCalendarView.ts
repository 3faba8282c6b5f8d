import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { calendarQueryOf, calendarViewOf, type CalendarView } from './calendarView';

/**
 * The calendar's view read from the address; a change replaces the address (shallow, no new server
 * render) and a filter change goes back to page 1.
 */
export function useCalendarView(today: string): [CalendarView, (change: Partial<CalendarView>) => void] {
  const router = useRouter();
  const { query } = router;
  const view = useMemo(() => calendarViewOf(query, today), [query, today]);
  const setView = useCallback(
    (change: Partial<CalendarView>) => {
      const current = calendarViewOf(router.query, today);
      const next = { ...current, page: 1, ...change };
      void router.replace({ pathname: router.pathname, query: calendarQueryOf(next, today) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router, today],
  );
  return [view, setView];
}
