import type { MetricChartInput } from '../types';
import { chartToCsv } from './chartCsv';
import { downloadCsv } from './download';

export { chartCsvMatrix, chartFileName, chartToCsv, DATE_HEADER } from './chartCsv';
export { EXPORT_UNAVAILABLE, exportChartImage, type ChartImageFormat } from './chartImage';
export { downloadBlob, downloadCsv } from './download';

/** Builds the chart's CSV and downloads it as `<fileName>.csv`. */
export function downloadChartCsv(input: MetricChartInput, fileName: string): void {
  downloadCsv(chartToCsv(input), fileName);
}
