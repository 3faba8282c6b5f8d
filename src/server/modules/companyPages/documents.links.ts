/** Where the browser opens a document's file: GET /api/documents/[id]/file (documents.handlers.ts). */
export function documentFileUrl(id: number, download = false): string {
  return `/api/documents/${String(id)}/file${download ? '?download=1' : ''}`;
}

/** An analysis report's generated demo file, through the same route (`type=report`). */
export function reportFileUrl(id: number): string {
  return `/api/documents/${String(id)}/file?type=report`;
}
