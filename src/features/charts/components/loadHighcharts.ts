import type HighchartsReactComponent from 'highcharts-react-official';

export type HighchartsStatic = typeof import('highcharts');

export interface LoadedHighcharts {
  Highcharts: HighchartsStatic;
  HighchartsReact: typeof HighchartsReactComponent;
}

let loading: Promise<LoadedHighcharts> | null = null;

/** CommonJS modules arrive as `default` through a bundler's dynamic import; take whichever is there. */
function moduleValue<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

async function load(): Promise<LoadedHighcharts> {
  const Highcharts = moduleValue(await import('highcharts'));
  // Highcharts 12+ modules register themselves on the Highcharts loaded before them. `exporting`
  // alone exports PNG and SVG in the browser (exporting.local); offline-exporting only adds PDF.
  // accessibility: screen-reader descriptions and keyboard navigation of points (Vietnamese texts in
  // VI_CHART_LANG.accessibility); the data table is our own (ChartDataTable), not export-data's.
  await Promise.all([
    import('highcharts/modules/exporting'),
    import('highcharts/modules/accessibility'),
    import('highcharts/modules/no-data-to-display'),
  ]);
  // The Vietnamese texts (with the accessibility module's) load with Highcharts, not with the page.
  const { VI_CHART_LANG } = await import('../options/lang');
  Highcharts.setOptions({ lang: VI_CHART_LANG });
  // highcharts-react-official is an ES module build (__esModule): its component is `default`.
  const HighchartsReact = (await import('highcharts-react-official')).default;
  return { Highcharts, HighchartsReact };
}

/**
 * Highcharts and its modules, loaded once and only in the browser (it needs `window`); the page
 * bundle stays free of it until a chart is drawn.
 */
export function loadHighcharts(): Promise<LoadedHighcharts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
