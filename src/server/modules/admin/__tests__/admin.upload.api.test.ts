import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { ADMIN_IMPORT_BODY_LIMIT_BYTES, type AdminImportResult } from '@/common/contracts/admin';
import apiPage from '@/pages/api/[...path]';
import { postLargeBody, startProbedServer, type ProbedServer } from '../../../../../tests/helpers/bodyProbe';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { createApiLane } from '../../../web/apiLane';
import { adminImportsRoute } from '../../../importers/uploads.handlers';
import { signedInUser, type SignedInUser } from './adminTestKit';

/**
 * The upload route served both ways, over real sockets: by the production server's lane, and as
 * `next dev` serves it (src/pages/api/[...path].ts, with Next's body parser off, dispatches through
 * the same table, so the handler receives the request with its body unread). Anyone but an administrator is refused before a byte of
 * a 20 MB body is read; an administrator's file is imported.
 */

let handle: DatabaseHandle;
let admin: SignedInUser;
let member: SignedInUser;
let lane: ProbedServer;
let nextLike: ProbedServer;

const PATH = '/api/admin/imports';

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  admin = await signedInUser(handle.db, { isAdmin: true });
  member = await signedInUser(handle.db);
  const serveLane = createApiLane({ [PATH]: adminImportsRoute });
  lane = await startProbedServer((req, res) => {
    if (!serveLane(req, res)) res.end();
  });
  // What Next's API resolver hands the catch-all API page, whose config says bodyParser: false.
  nextLike = await startProbedServer((req: IncomingMessage, res: ServerResponse) => {
    const apiReq = Object.assign(req, {
      query: { path: ['admin', 'imports'] },
      cookies: {},
      body: undefined,
    }) as unknown as NextApiRequest;
    void apiPage(apiReq, res as NextApiResponse);
  });
});

afterAll(async () => {
  await lane.close();
  await nextLike.close();
  setDatabaseHandle(undefined);
  await handle.close();
});

const servers = () =>
  [
    ['the production lane', lane],
    ['next dev', nextLike],
  ] as const;

describe('POST /api/admin/imports', () => {
  it('refuses an anonymous or non-admin 20 MB upload with 401/403 before reading its body', async () => {
    for (const [, server] of servers()) {
      const anonymous = await postLargeBody(`${server.base}${PATH}`, ADMIN_IMPORT_BODY_LIMIT_BYTES);
      expect(anonymous.status).toBe(401);
      const notAdmin = await postLargeBody(`${server.base}${PATH}`, ADMIN_IMPORT_BODY_LIMIT_BYTES, {
        authorization: `Bearer ${member.token}`,
      });
      expect(notAdmin.status).toBe(403);
      expect(server.consumedBeforeAnswer.slice(-2)).toEqual([0, 0]);
    }
  });

  it('imports an administrator’s file sent through either way of serving the route', async () => {
    for (const [index, [, server]] of servers().entries()) {
      const ticker = `TU${String(index)}`;
      const csv = `ticker,name,exchange\n${ticker},Công ty Cổ phần Tải Lên ${String(index)},HOSE\n`;
      const response = await fetch(`${server.base}${PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({
          format: 'companies-csv',
          fileName: `tai-len-${String(index)}.csv`,
          // Padding past the 1 MB default: this body is larger than any ordinary route accepts.
          contentBase64: Buffer.from(csv + `\n`.repeat(1024 * 1024)).toString('base64'),
        }),
      });
      const body = (await response.json()) as { data: AdminImportResult };
      expect(response.status).toBe(200);
      expect(body.data).toMatchObject({ format: 'companies-csv', rowsRead: 1, rowsWritten: 1 });
    }
  });
});
