import { loadHighcharts, type LoadedHighcharts } from '@/features/charts/components/loadHighcharts';

let loading: Promise<LoadedHighcharts> | null = null;

async function load(): Promise<LoadedHighcharts> {
  const loaded = await loadHighcharts();
  // Highcharts 12+ modules register on the Highcharts loaded before them: the shared loader has
  // loaded it (with exporting and the Vietnamese texts). The stock module brings stockChart, the
  // candlestick series, the navigator, range selector and scrollbar; lines and columns are core.
  await import('highcharts/modules/stock');
  return loaded;
}

/**
 * Highcharts with its Stock module, loaded once and only in the browser; draw with
 * HighchartsReact's constructorType 'stockChart'.
 */
export function loadHighstock(): Promise<LoadedHighcharts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
