/** Hands content to the browser as a file download (the same steps as the statement export). */
export function downloadBlob(content: BlobPart, mimeType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

const CSV_MIME = 'text/csv;charset=utf-8';

/** Downloads CSV text (already carrying its BOM) as `<fileName>.csv`. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(csv, CSV_MIME, fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`);
}
