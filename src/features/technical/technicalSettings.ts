import { useCallback, useMemo, useState } from 'react';
import { activeRange, SHORT_RANGE_OPTIONS } from '@/common/constants/ranges';
import type { OhlcResolution } from '@/common/contracts/companyPages';
import type { TechnicalPane } from './charts/layout';
import type { TechnicalOverlays } from './charts/technicalSeries';

/** What the technical chart shows; kept in the screen (nothing else reads it). */

export const OVERLAY_KEYS = ['sma20', 'sma50', 'ema20', 'bollinger'] as const;
export type OverlayKey = (typeof OVERLAY_KEYS)[number];
export const OVERLAY_LABELS: Record<OverlayKey, string> = {
  sma20: 'SMA 20',
  sma50: 'SMA 50',
  ema20: 'EMA 20',
  bollinger: 'Bollinger',
};

export interface TechnicalSettings {
  resolution: OhlcResolution;
  overlays: OverlayKey[];
  panes: TechnicalPane[];
  /** A key of SHORT_RANGE_OPTIONS. */
  range: string;
}

export const DEFAULT_TECHNICAL_SETTINGS: TechnicalSettings = {
  resolution: 'day',
  overlays: ['sma20', 'sma50'],
  panes: [],
  range: activeRange(SHORT_RANGE_OPTIONS)?.key ?? 'All',
};

/** The builder's overlays from the toggles. */
export function overlaysOf(keys: readonly OverlayKey[]): TechnicalOverlays {
  return {
    sma: [20, 50].filter((period) => keys.includes(`sma${String(period)}` as OverlayKey)),
    ema: keys.includes('ema20') ? [20] : [],
    bollinger: keys.includes('bollinger'),
  };
}

export interface UseTechnicalSettings extends TechnicalSettings {
  technicalOverlays: TechnicalOverlays;
  setResolution: (resolution: OhlcResolution) => void;
  setOverlays: (keys: OverlayKey[]) => void;
  setPanes: (panes: TechnicalPane[]) => void;
  setRange: (range: string) => void;
}

export function useTechnicalSettings(initial = DEFAULT_TECHNICAL_SETTINGS): UseTechnicalSettings {
  const [settings, setSettings] = useState(initial);
  const update = useCallback(
    <K extends keyof TechnicalSettings>(key: K) =>
      (value: TechnicalSettings[K]) => {
        setSettings((current) => ({ ...current, [key]: value }));
      },
    [],
  );
  const setters = useMemo(
    () => ({
      setResolution: update('resolution'),
      setOverlays: update('overlays'),
      setPanes: update('panes'),
      setRange: update('range'),
    }),
    [update],
  );
  const technicalOverlays = useMemo(() => overlaysOf(settings.overlays), [settings.overlays]);
  return { ...settings, ...setters, technicalOverlays };
}
