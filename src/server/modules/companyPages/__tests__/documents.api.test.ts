import type { DocumentsResponse } from '@/common/contracts/companyPages';
import { STORAGE_KEYS } from '@/lib/storage';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { documents } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { documentFileRoute, documentsRoute } from '../documents.handlers';
import { getData, getFile, seedCompanies } from './fixtures';

const DOCS = [
  {
    key: 'annual',
    ticker: 'OVA',
    kind: 'annual_report',
    title: 'Báo cáo thường niên năm 2023 (Ô Va)',
    year: 2023,
    fileUrl: '/demo-docs/OVA/bao-cao-thuong-nien-2023.pdf',
    at: '2024-04-15T03:00:00Z',
  },
  {
    key: 'statement',
    ticker: 'OVA',
    kind: 'financial_statement',
    title: 'Báo cáo tài chính quý 1/2024',
    year: 2024,
    fileUrl: 'https://example.com/bctc-q1-2024.pdf',
    at: '2024-05-01T03:00:00Z',
  },
  {
    key: 'disclosure',
    ticker: 'OVA',
    kind: 'disclosure',
    title: 'Công bố thông tin',
    year: null,
    fileUrl: 'ftp://example.com/cbtt.pdf',
    at: '2024-02-01T03:00:00Z',
  },
  {
    key: 'peer',
    ticker: 'PEER',
    kind: 'annual_report',
    title: 'Báo cáo của PEER',
    year: 2023,
    fileUrl: '/demo-docs/PEER/bctn.pdf',
    at: '2024-04-20T03:00:00Z',
  },
] as const;
const ids = new Map<string, number>();

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
  for (const { key, at, ...document } of DOCS) {
    const [row] = await handle.db
      .insert(documents)
      .values({ ...document, publishedAt: new Date(at) })
      .returning({ id: documents.id });
    ids.set(key, row!.id);
  }
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const idOf = (key: string) => String(ids.get(key));

describe('GET /api/enterprise/documents', () => {
  it("lists the ticker's documents newest first, with links to the file route", async () => {
    const { status, data } = await getData<DocumentsResponse>(documentsRoute, { ticket: 'ova' }, 'free');
    expect(status).toBe(200);
    expect(data).toMatchObject({ ticker: 'OVA', total: 3, page: 1, pageSize: 20 });
    expect(data?.items.map((item) => item.id)).toEqual([
      ids.get('statement'),
      ids.get('annual'),
      ids.get('disclosure'),
    ]);
    expect(data?.items[1]).toEqual({
      id: ids.get('annual'),
      kind: 'annual_report',
      title: 'Báo cáo thường niên năm 2023 (Ô Va)',
      year: 2023,
      mimeType: 'application/pdf',
      publishedAt: '2024-04-15T03:00:00.000Z',
      openUrl: `/api/documents/${idOf('annual')}/file`,
      downloadUrl: `/api/documents/${idOf('annual')}/file?download=1`,
    });
  });

  it('filters by kind and pages', async () => {
    const annual = await getData<DocumentsResponse>(documentsRoute, { ticket: 'OVA', kind: 'annual_report' });
    expect(annual.data?.items.map((item) => item.id)).toEqual([ids.get('annual')]);
    const second = await getData<DocumentsResponse>(documentsRoute, {
      ticket: 'OVA',
      page: '2',
      pageSize: '1',
    });
    expect(second.data).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.data?.items.map((item) => item.id)).toEqual([ids.get('annual')]);
    expect((await getData(documentsRoute, { ticket: 'OVA', kind: 'memo' })).status).toBe(400);
  });

  it('needs an account; 404 for an unknown ticker', async () => {
    const guest = await getData(documentsRoute, { ticket: 'OVA' }, 'anonymous');
    expect(guest.status).toBe(403);
    expect(guest.body.extra).toEqual({ code: 'DOCUMENT_ALL', requiredPlan: null });
    expect((await getData(documentsRoute, { ticket: 'NOPE' })).status).toBe(404);
  });
});

describe('GET /api/documents/[id]/file', () => {
  it('generates a small PDF for a demo file, inline or as an attachment', async () => {
    const inline = await getFile(documentFileRoute, { id: idOf('annual') }, roleHeaders('free'));
    expect(inline.status).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-length']).toBe(inline.bytes.length);
    const text = inline.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const line of [
      '(Bao cao thuong nien nam 2023 \\(O Va\\)) Tj',
      'OVA',
      'Nam: 2023',
      '(Tai lieu minh hoa) Tj',
    ]) {
      expect(text).toContain(line);
    }
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Bao-cao-thuong-nien-nam-2023-O-Va.pdf"; filename*=UTF-8''${encodeURIComponent(
        'Báo cáo thường niên năm 2023 (Ô Va).pdf',
      ).replace(/[()]/g, (char) => (char === '(' ? '%28' : '%29'))}`,
    );
    const download = await getFile(
      documentFileRoute,
      { id: idOf('annual'), download: '1' },
      roleHeaders('free'),
    );
    expect(String(download.headers['content-disposition'])).toMatch(
      /^attachment; filename="Bao-cao-thuong-nien-nam-2023-O-Va\.pdf"/,
    );
    expect(download.bytes.equals(inline.bytes)).toBe(true);
  });

  it('redirects to files stored at an http(s) address, and has nothing for other addresses', async () => {
    const redirect = await getFile(documentFileRoute, { id: idOf('statement') }, roleHeaders('free'));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('https://example.com/bctc-q1-2024.pdf');
    const ftp = await getFile(documentFileRoute, { id: idOf('disclosure') }, roleHeaders('free'));
    expect(ftp.status).toBe(404);
    expect(ftp.error?.message).toBe('Tài liệu này chưa có tệp để mở.');
  });

  it('answers 404 for an unknown id, 400 for a malformed one', async () => {
    const missing = await getFile(documentFileRoute, { id: '999999' }, roleHeaders('free'));
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND', message: 'Không tìm thấy tài liệu.' });
    expect((await getFile(documentFileRoute, { id: 'x' }, roleHeaders('free'))).status).toBe(400);
  });

  it('reads the access-token cookie of a browser that opens the link', async () => {
    const guest = await getFile(documentFileRoute, { id: idOf('annual') });
    expect(guest.status).toBe(403);
    expect(guest.error?.code).toBe('PLAN_REQUIRED');
    const cookie = await getFile(
      documentFileRoute,
      { id: idOf('annual') },
      {
        cookie: `${STORAGE_KEYS.accessToken}=role:free`,
      },
    );
    expect(cookie.status).toBe(200);
    expect(cookie.headers['content-type']).toBe('application/pdf');
  });
});
