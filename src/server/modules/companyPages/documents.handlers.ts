import type { NextApiResponse } from 'next';
import { z } from 'zod';
import { documentFileQuery, documentsQuery } from '@/common/contracts/companyPages';
import { assertAccess } from '../../access/accessContext';
import { requireAccess } from '../../access/guards';
import { viewerOf } from '../../access/viewer';
import { getDb } from '../../db/client';
import { defineRoute, method, type Guard } from '../../http/handler';
import { getDocuments, resolveDocumentFile, type DocumentFile } from './documents.service';

/** GET /api/enterprise/documents?ticket=&kind=&page=&pageSize= */
export const documentsRoute = defineRoute({
  GET: method({
    query: documentsQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('DOCUMENT_ALL')],
    handler: ({ query }) => getDocuments(getDb(), query),
  }),
});

/** The contract's query plus `type=report`: an analysis report's file (reports.service.ts links it). */
const fileQuery = documentFileQuery.extend({
  type: z.enum(['document', 'report']).default('document'),
});

/**
 * Files are opened by plain browser navigation (a link, a new tab), which sends cookies but no
 * Authorization header: the caller is the bearer user when one is sent, else the access-token cookie
 * (as server-rendered pages read it). Report files need what the report list needs.
 */
const fileAccess: Guard = async ({ req, user }) => {
  const caller = user ?? (await viewerOf(req));
  assertAccess(caller, 'DOCUMENT_ALL');
  // Guards run before the query is parsed: `type` is read as sent ('report' is the one value that asks more).
  if (req.query.type === 'report') assertAccess(caller, 'ANALYSIS_VALUE_ALL');
};

/** RFC 6266: an ASCII name for every browser, the Vietnamese title as filename* for those that read it. */
function contentDisposition(download: boolean, file: Extract<DocumentFile, { kind: 'pdf' }>): string {
  const utf8 = encodeURIComponent(`${file.title}.pdf`).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"; filename*=UTF-8''${utf8}`;
}

function sendFile(res: NextApiResponse, file: DocumentFile, download: boolean): void {
  res.setHeader('Cache-Control', 'private, no-store');
  if (file.kind === 'redirect') {
    res.statusCode = 302;
    res.setHeader('Location', file.location);
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', file.bytes.length);
  res.setHeader('Content-Disposition', contentDisposition(download, file));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(file.bytes);
}

/**
 * GET /api/documents/[id]/file?download=1: raw bytes, not JSON. defineRoute still gives the method
 * check, validation, authentication, guards and the JSON error shape; the handler writes the answer
 * itself (as the avatar route does), so nothing is serialized after it.
 */
export const documentFileRoute = defineRoute({
  GET: method({
    query: fileQuery,
    guards: [fileAccess],
    handler: async ({ res, query }) => {
      const file = await resolveDocumentFile(getDb(), query.id, query.type);
      sendFile(res, file, query.download === '1' || query.download === 'true');
    },
  }),
});
