import { useEffect, useLayoutEffect, useRef } from 'react';
import { safeLocalStorage } from '@/lib/storage';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectSideMenuCollapsed, setSideMenuCollapsed } from './layoutSlice';

export const SIDE_MENU_STORAGE_KEY = 'sideMenuCollapsed';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The wide screens' side menu keeps its collapsed state in this browser. The server renders it open
 * (it cannot read localStorage); the remembered state is applied in the hydrating render's layout
 * effect, before the browser paints the hydrated page, and saved whenever the user changes it.
 */
export function useSideMenuMemory(): void {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSideMenuCollapsed);
  const restored = useRef(false);

  useIsomorphicLayoutEffect(() => {
    const saved = safeLocalStorage.get(SIDE_MENU_STORAGE_KEY);
    if (saved === 'true' || saved === 'false') dispatch(setSideMenuCollapsed(saved === 'true'));
  }, [dispatch]);

  useEffect(() => {
    // The first run sees the server's default, not a choice of the user's.
    if (!restored.current) {
      restored.current = true;
      return;
    }
    safeLocalStorage.set(SIDE_MENU_STORAGE_KEY, String(collapsed));
  }, [collapsed]);
}
