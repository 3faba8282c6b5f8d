import type { Random } from './random';
import type { DemoCompanySpec } from './universe';

export const DEMO_LABEL = '[Dữ liệu minh họa]';

export interface DemoDocument {
  ticker: string;
  kind: 'annual_report' | 'financial_statement' | 'shareholder_meeting';
  title: string;
  year: number;
  fileUrl: string;
  publishedAt: Date;
}

const DAY_MS = 86_400_000;

/** A publication moment: the given day at a business hour in Vietnam (UTC+7). */
export function atVietnamHour(date: string, random: Random): Date {
  const hour = random.int(8, 17);
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 7) * 3_600_000 + random.int(0, 59) * 60_000);
}

function dayOf(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Where the lead's static route will serve the placeholder PDF of a demo document. */
export function demoDocUrl(ticker: string, name: string): string {
  return `/demo-docs/${ticker}/${name}.pdf`;
}

/**
 * The filings a listed company publishes every year, on the legal rhythm: quarterly statements
 * within about 20-30 days of the quarter's end, the audited annual statements by the end of March,
 * the annual report and the shareholder meeting papers in April. Only what is already out by `now`.
 */
export function buildDocuments(
  company: DemoCompanySpec,
  random: Random,
  firstYear: number,
  now: Date,
): DemoDocument[] {
  const documents: DemoDocument[] = [];
  const { ticker } = company;
  const add = (document: Omit<DemoDocument, 'ticker'>): void => {
    if (document.publishedAt.getTime() <= now.getTime()) documents.push({ ticker, ...document });
  };
  const lastYear = now.getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (let quarter = 1; quarter <= 4; quarter += 1) {
      const quarterEnd = Date.parse(`${dayOf(year, quarter * 3, 1)}T00:00:00Z`) + 31 * DAY_MS;
      const published = new Date(quarterEnd + random.int(18, 29) * DAY_MS).toISOString().slice(0, 10);
      add({
        kind: 'financial_statement',
        title: `Báo cáo tài chính quý ${quarter}/${year} ${DEMO_LABEL}`,
        year,
        fileUrl: demoDocUrl(ticker, `bctc-q${quarter}-${year}`),
        publishedAt: atVietnamHour(published, random),
      });
    }
    add({
      kind: 'financial_statement',
      title: `Báo cáo tài chính năm ${year} đã kiểm toán ${DEMO_LABEL}`,
      year,
      fileUrl: demoDocUrl(ticker, `bctc-kiem-toan-${year}`),
      publishedAt: atVietnamHour(dayOf(year + 1, 3, random.int(15, 31)), random),
    });
    add({
      kind: 'annual_report',
      title: `Báo cáo thường niên năm ${year} ${DEMO_LABEL}`,
      year,
      fileUrl: demoDocUrl(ticker, `bao-cao-thuong-nien-${year}`),
      publishedAt: atVietnamHour(dayOf(year + 1, 4, random.int(10, 25)), random),
    });
    add({
      kind: 'shareholder_meeting',
      title: `Tài liệu họp Đại hội đồng cổ đông thường niên năm ${year + 1} ${DEMO_LABEL}`,
      year: year + 1,
      fileUrl: demoDocUrl(ticker, `dhdcd-${year + 1}`),
      publishedAt: atVietnamHour(dayOf(year + 1, 4, random.int(1, 9)), random),
    });
  }
  return documents;
}
