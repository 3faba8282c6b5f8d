import type { DocumentItem, DocumentsQuery, DocumentsResponse } from '@/common/contracts/companyPages';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { getPageCompany } from './company.repository';
import { documentFileUrl } from './documents.links';
import { findDocument, listDocuments, type DocumentRow } from './documents.repository';
import { buildPdf, toAscii } from './pdf';
import { findReport } from './reports.repository';
import { isDemoFile, offsetOf, webUrl } from './shared';

function toItem(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    year: row.year,
    mimeType: row.mimeType,
    publishedAt: row.publishedAt.toISOString(),
    openUrl: documentFileUrl(row.id),
    downloadUrl: documentFileUrl(row.id, true),
  };
}

/** GET documents: a ticker's documents (optionally of one kind), newest first. 404 unknown ticker. */
export async function getDocuments(db: Database, query: DocumentsQuery): Promise<DocumentsResponse> {
  const company = await getPageCompany(db, query.ticker);
  const { rows, total } = await listDocuments(
    db,
    { ticker: company.ticker, kind: query.kind },
    { offset: offsetOf(query.page, query.pageSize), limit: query.pageSize },
  );
  return {
    ticker: company.ticker,
    items: rows.map(toItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the file route answers: a generated PDF, or a redirect to where the file is stored. */
export type DocumentFile =
  { kind: 'pdf'; bytes: Buffer; fileName: string; title: string } | { kind: 'redirect'; location: string };

interface FileSource {
  title: string;
  /** The ticker, or the industry code of an industry report. */
  subject: string | null;
  year: number;
  fileUrl: string | null;
}

async function fileSourceOf(db: Database, id: number, type: 'document' | 'report'): Promise<FileSource> {
  if (type === 'report') {
    const report = await findReport(db, id);
    if (!report) throw new AppError('NOT_FOUND', 'Không tìm thấy báo cáo phân tích.');
    return {
      title: report.title,
      subject: report.ticker ?? (report.icbCode ? `Ngành ${report.icbCode}` : null),
      year: report.publishedAt.getUTCFullYear(),
      fileUrl: report.fileUrl,
    };
  }
  const document = await findDocument(db, id);
  if (!document) throw new AppError('NOT_FOUND', 'Không tìm thấy tài liệu.');
  return {
    title: document.title,
    subject: document.ticker,
    year: document.year ?? document.publishedAt.getUTCFullYear(),
    fileUrl: document.fileUrl,
  };
}

/** The placeholder PDF of a demo file: its title, ticker and year, marked as an illustration. */
export function demoPdf(source: { title: string; subject: string | null; year: number }): Buffer {
  return buildPdf(
    [
      { text: source.title, size: 16, bold: true },
      { text: `Mã chứng khoán: ${source.subject ?? '-'}`, size: 12, gapBefore: 12 },
      { text: `Năm: ${String(source.year)}`, size: 12 },
      { text: 'Tài liệu minh họa', size: 14, bold: true, gapBefore: 18 },
      {
        text: 'Tệp này được tạo tự động để trình diễn, không phải tài liệu thật của doanh nghiệp.',
        size: 11,
      },
    ],
    source.title,
  );
}

/** An ASCII-safe file name from a title: "Báo cáo thường niên năm 2024" -> "Bao-cao-thuong-nien-nam-2024.pdf". */
export function pdfFileName(title: string): string {
  const base = toAscii(title)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${base || 'tai-lieu'}.pdf`;
}

/**
 * GET /api/documents/[id]/file: demo files (/demo-docs/...) are generated on the fly; files stored
 * at an http(s) address are redirected to; anything else has no file to open (404).
 */
export async function resolveDocumentFile(
  db: Database,
  id: number,
  type: 'document' | 'report',
): Promise<DocumentFile> {
  const source = await fileSourceOf(db, id, type);
  if (isDemoFile(source.fileUrl)) {
    return { kind: 'pdf', bytes: demoPdf(source), fileName: pdfFileName(source.title), title: source.title };
  }
  const location = webUrl(source.fileUrl);
  if (!location) throw new AppError('NOT_FOUND', 'Tài liệu này chưa có tệp để mở.');
  return { kind: 'redirect', location };
}
