import type { NextApiResponse } from 'next';
import { ADMIN_IMPORT_BODY_LIMIT_BYTES, importBody } from '@/common/contracts/admin';
import { getDatabaseHandle, getDb } from '../db/client';
import { defineRoute, method } from '../http/handler';
import { jobEngineFor } from '../jobs/runtime';
import { inboxDir } from './inboxJobs';
import { LARGE_UPLOAD_BYTES, queueLargeUpload } from './uploadQueue';
import { importUploadedFile, importsOverview, readUpload } from './uploads';

// The console's imports page (GET /api/admin/imports, POST an upload). It lives with the importers,
// not in modules/admin: modules and importers do not import each other (.dependency-cruiser.cjs).

/** 202 with the usual `{ data }` body: the route's status is 200 for the immediate imports. */
function answerAccepted(res: NextApiResponse, data: object): void {
  const body = JSON.stringify({ data });
  res.statusCode = 202;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/**
 * Uploads carry the file as base64 in JSON: up to 20 MB of body, read only after the administrator
 * check and streamed to a temporary file (defineRoute's bodyLimitBytes; the API dispatcher leaves
 * the body unread). Anyone else is refused before a byte of the body is read. A file over
 * LARGE_UPLOAD_BYTES is imported by a job (202); a smaller one at once, with its summary (200).
 */
export const adminImportsRoute = defineRoute({
  GET: method({
    auth: 'admin',
    handler: () => importsOverview(getDb()),
  }),
  POST: method({
    auth: 'admin',
    body: importBody,
    bodyLimitBytes: ADMIN_IMPORT_BODY_LIMIT_BYTES,
    handler: async ({ body, res, log }) => {
      const upload = readUpload(body);
      if (upload.content.length > LARGE_UPLOAD_BYTES) {
        const queued = await queueLargeUpload(upload, {
          inbox: inboxDir(),
          logger: log,
          send: async (name, data) => (await jobEngineFor(getDatabaseHandle(), log)).send(name, data),
        });
        if (queued) {
          answerAccepted(res, queued);
          return queued;
        }
      }
      return importUploadedFile(getDb(), upload);
    },
  }),
});
