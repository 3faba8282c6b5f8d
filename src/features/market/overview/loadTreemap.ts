import { loadHighcharts, type LoadedHighcharts } from '@/features/charts/components/loadHighcharts';

let loading: Promise<LoadedHighcharts> | null = null;

async function load(): Promise<LoadedHighcharts> {
  const loaded = await loadHighcharts();
  // Highcharts 12+ modules register on the Highcharts loaded before them (the shared loader's, with
  // exporting, accessibility and the Vietnamese texts); treemap brings the series type.
  await import('highcharts/modules/treemap');
  return loaded;
}

/** Highcharts with its treemap module, loaded once and only in the browser (the heatmap). */
export function loadTreemap(): Promise<LoadedHighcharts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
