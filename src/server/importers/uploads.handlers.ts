import { ADMIN_IMPORT_BODY_LIMIT_BYTES, importBody } from '@/common/contracts/admin';
import { getDb } from '../db/client';
import { defineRoute, method } from '../http/handler';
import { importUploadedFile, importsOverview } from './uploads';

// The console's imports page (GET /api/admin/imports, POST an upload). It lives with the importers,
// not in modules/admin: modules and importers do not import each other (.dependency-cruiser.cjs).

/**
 * Uploads carry the file as base64 in JSON: up to 20 MB of body, read only after the administrator
 * check and streamed to a temporary file (defineRoute's bodyLimitBytes; the API dispatcher leaves
 * the body unread). Anyone else is refused before a byte of the body is read.
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
    handler: ({ body }) => importUploadedFile(getDb(), body),
  }),
});
