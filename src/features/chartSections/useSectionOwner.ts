import { useEffect, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { SectionListArgs } from '@/features/charts/chartsApi';
import { getDeviceId, getStoredDeviceId } from '@/lib/deviceId';

export interface SectionOwner {
  /** False until the session check is done (and, for a guest, the device id is known). */
  ready: boolean;
  isLogin: boolean;
  /** Set for a guest: the sections are the device's template. */
  deviceId?: string;
}

/**
 * Whose sections the screens show: the account's once the session check says the visitor is signed
 * in, else this device's template (the device id cookie, created on first use).
 */
export function useSectionOwner(): SectionOwner {
  const settled = useAppSelector((state) => state.account.isCheckExpireDone);
  const isLogin = useAppSelector((state) => state.account.isLogin && state.account.user !== null);
  const [deviceId, setDeviceId] = useState<string | undefined>(() => getStoredDeviceId());

  useEffect(() => {
    if (!settled || isLogin || deviceId) return;
    let active = true;
    void getDeviceId().then((id) => {
      if (active) setDeviceId(id);
    });
    return () => {
      active = false;
    };
  }, [settled, isLogin, deviceId]);

  if (!settled) return { ready: false, isLogin: false };
  if (isLogin) return { ready: true, isLogin: true };
  return deviceId ? { ready: true, isLogin: false, deviceId } : { ready: false, isLogin: false };
}

/** The list query's arguments for a ticker and an owner. */
export function sectionListArgs(symbol: string, deviceId: string | undefined): SectionListArgs {
  return deviceId ? { symbol, deviceId } : { symbol };
}
