import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminContentQuery,
  type AdminDocument,
  type AdminMessage,
  type AdminNews,
  type AdminPage,
  type DocumentBody,
  type NewsBody,
} from '@/common/contracts/admin';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  type NewsRow,
  type DocumentRow,
  existingTickers,
  industryExists,
  listNews,
  insertNews,
  updateNews,
  deleteNews,
  listDocuments,
  insertDocument,
  updateDocument,
  deleteDocument,
} from './admin.content.repository';
import { page } from './admin.paging';

// ---- news and documents

/** Tickers must name a company and ICB codes an industry; answered like a validation error. */
async function checkReferences(db: Database, refs: { ticker: string | null; icbCode: string | null }) {
  const details: { path: string; message: string }[] = [];
  if (refs.ticker && !(await existingTickers(db, [refs.ticker])).has(refs.ticker)) {
    details.push({ path: 'ticker', message: `Mã chứng khoán ${refs.ticker} không tồn tại` });
  }
  if (refs.icbCode && !(await industryExists(db, refs.icbCode))) {
    details.push({ path: 'icbCode', message: `Mã ngành ICB ${refs.icbCode} không tồn tại` });
  }
  const first = details[0];
  if (first) throw new AppError('VALIDATION', `Dữ liệu không hợp lệ: ${first.message}`, { details });
}

function toNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    ticker: row.ticker,
    icbCode: row.icbCode,
    title: row.title,
    summary: row.summary,
    body: row.body,
    source: row.source,
    url: row.url,
    publishedAt: row.publishedAt.toISOString(),
    isDemo: row.isDemo,
  };
}

function newsValues(body: NewsBody) {
  return {
    ticker: body.ticker,
    icbCode: body.icbCode,
    title: body.title,
    summary: body.summary,
    body: body.body,
    source: body.source,
    url: body.url,
    publishedAt: new Date(body.publishedAt),
  };
}

export async function listAdminNews(db: Database, query: AdminContentQuery): Promise<AdminPage<AdminNews>> {
  const found = await listNews(
    db,
    { q: query.q, ticker: query.ticker },
    { page: query.page, pageSize: ADMIN_PAGE_SIZE },
  );
  return page(found, query.page, toNews);
}

export async function createNews(db: Database, body: NewsBody): Promise<AdminNews> {
  await checkReferences(db, body);
  return toNews(await insertNews(db, { ...newsValues(body), isDemo: false }));
}

export async function editNews(db: Database, id: number, body: NewsBody): Promise<AdminNews> {
  await checkReferences(db, body);
  const row = await updateNews(db, id, newsValues(body));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.newsUnknown);
  return toNews(row);
}

export async function removeNews(db: Database, id: number): Promise<AdminMessage> {
  if (!(await deleteNews(db, id))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.newsUnknown);
  return { message: ADMIN_MESSAGES.newsDeleted };
}

function toDocument(row: DocumentRow): AdminDocument {
  return {
    id: row.id,
    ticker: row.ticker,
    icbCode: row.icbCode,
    kind: row.kind,
    title: row.title,
    year: row.year,
    fileUrl: row.fileUrl,
    mimeType: row.mimeType,
    publishedAt: row.publishedAt.toISOString(),
    isDemo: row.isDemo,
  };
}

function documentValues(body: DocumentBody) {
  return {
    ticker: body.ticker,
    icbCode: body.icbCode,
    kind: body.kind,
    title: body.title,
    year: body.year,
    fileUrl: body.fileUrl,
    mimeType: body.mimeType,
    publishedAt: new Date(body.publishedAt),
  };
}

export async function listAdminDocuments(
  db: Database,
  query: AdminContentQuery,
): Promise<AdminPage<AdminDocument>> {
  const found = await listDocuments(
    db,
    { q: query.q, ticker: query.ticker },
    { page: query.page, pageSize: ADMIN_PAGE_SIZE },
  );
  return page(found, query.page, toDocument);
}

export async function createDocument(db: Database, body: DocumentBody): Promise<AdminDocument> {
  await checkReferences(db, body);
  return toDocument(await insertDocument(db, { ...documentValues(body), isDemo: false }));
}

export async function editDocument(db: Database, id: number, body: DocumentBody): Promise<AdminDocument> {
  await checkReferences(db, body);
  const row = await updateDocument(db, id, documentValues(body));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.documentUnknown);
  return toDocument(row);
}

export async function removeDocument(db: Database, id: number): Promise<AdminMessage> {
  if (!(await deleteDocument(db, id))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.documentUnknown);
  return { message: ADMIN_MESSAGES.documentDeleted };
}
