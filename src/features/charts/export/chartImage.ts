import type { Chart, ExportingOptions, Options } from 'highcharts';

export type ChartImageFormat = 'png' | 'svg';

const MIME_TYPES: Record<ChartImageFormat, 'image/png' | 'image/svg+xml'> = {
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * The part of Highcharts 13's `chart.exporting` (an `Exporting` instance, added by
 * highcharts/modules/exporting) used here; its class is not in the published typings.
 */
interface ChartExporting {
  exportChart(exportingOptions?: ExportingOptions, chartOptions?: Options): Promise<void>;
}

/** The exported image's size in CSS pixels (PNG doubles it): wide enough for a legend of six series. */
export const EXPORT_SIZE = { width: 1200, height: 600 } as const;

/**
 * What the exported copy changes: a white background, the title, and a legend laid out for the
 * image: every item shown (no paging arrows, which an image cannot use), on as many rows as it
 * needs, with room between items and rows so long Vietnamese names never overlap.
 */
export function exportChartOptions(title?: string): Options {
  return {
    chart: { backgroundColor: '#ffffff' },
    ...(title ? { title: { text: title } } : {}),
    legend: {
      enabled: true,
      layout: 'horizontal',
      align: 'center',
      verticalAlign: 'bottom',
      itemDistance: 24,
      itemMarginTop: 4,
      itemMarginBottom: 4,
      navigation: { enabled: false },
    },
  };
}

export const EXPORT_UNAVAILABLE = 'Biểu đồ chưa sẵn sàng để tải ảnh';

/**
 * Downloads the chart as `<fileName>.png` or `.svg`, drawn entirely in the browser: Highcharts 13's
 * exporting module renders the SVG locally (`local: true`) and rasterises PNG on a canvas; the
 * export server is never called (`fallbackToExportServer: false`). The image carries `title` (the
 * page shows it above the chart instead). Rejects when the export fails.
 */
export async function exportChartImage(
  chart: Chart,
  format: ChartImageFormat,
  fileName: string,
  title?: string,
): Promise<void> {
  const exporting = (chart as unknown as { exporting?: ChartExporting }).exporting;
  if (!exporting) throw new Error(EXPORT_UNAVAILABLE);
  await exporting.exportChart(
    {
      type: MIME_TYPES[format],
      filename: fileName,
      local: true,
      fallbackToExportServer: false,
      // A sharper PNG; SVG ignores it.
      scale: 2,
      // One size whatever the card's width on screen, so a narrow card's legend is not squeezed.
      sourceWidth: EXPORT_SIZE.width,
      sourceHeight: EXPORT_SIZE.height,
    },
    exportChartOptions(title),
  );
}
