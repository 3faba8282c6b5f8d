import { downloadBlob } from '@/lib/download';

export { downloadBlob };

const CSV_MIME = 'text/csv;charset=utf-8';

/** Downloads CSV text (already carrying its BOM) as `<fileName>.csv`. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(csv, CSV_MIME, fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`);
}
