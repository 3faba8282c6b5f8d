import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import type { AccessRole } from '@/common/access/accessTable';
import { openEnvelope } from '@/lib/envelope';
import { roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import type { Database } from '../../../db/client';
import { companies, industries, news } from '../../../db/schema';

/**
 * Hand-made rows of the company screens' tests: OVA (food producer, ICB 3577 in 3570), PEER (the same
 * industry, listed on HNX), OVB (a bank without shares outstanding) and LONE (no industry, no prices).
 */
export async function seedCompanies(db: Database): Promise<void> {
  await db.insert(industries).values([
    { icbCode: '3570', level: 3, parentCode: '3500', nameVi: 'Sản xuất thực phẩm', nameEn: 'Food Producers' },
    { icbCode: '3577', level: 4, parentCode: '3570', nameVi: 'Thực phẩm', nameEn: 'Food Products' },
    { icbCode: '8350', level: 3, parentCode: '8300', nameVi: 'Ngân hàng', nameEn: 'Banks' },
  ]);
  const base = { icbCode1: '3000', icbCode2: '3500', icbCode3: '3570', icbCode4: '3577' };
  await db.insert(companies).values([
    {
      ...base,
      ticker: 'OVA',
      nameVi: 'Công ty Thực phẩm Ô Va',
      shortName: 'Ô Va',
      exchange: 'HOSE',
      companyType: 'non_financial',
      sharesOutstanding: 50_000_000,
      charterCapital: 400e9,
    },
    {
      ...base,
      ticker: 'PEER',
      nameVi: 'Công ty Thực phẩm Bạn',
      shortName: 'Bạn',
      exchange: 'HNX',
      companyType: 'non_financial',
    },
    {
      ticker: 'OVB',
      nameVi: 'Ngân hàng Ô Vê Bê',
      shortName: 'OVB',
      exchange: 'HOSE',
      companyType: 'bank',
      icbCode1: '8000',
      icbCode2: '8300',
      icbCode3: '8350',
      // A level-4 code without a name: the industry falls back to level 3.
      icbCode4: '8355',
      charterCapital: 1_000e9,
    },
    { ticker: 'LONE', nameVi: 'Công ty Đơn Lẻ', companyType: 'non_financial' },
  ]);
}

/** `count` news of AAA (ratios fixtures), one a day from 2024-01-01, for the access matrix. */
export async function seedMatrixNews(db: Database, count: number): Promise<void> {
  await db.insert(news).values(
    Array.from({ length: count }, (_, index) => ({
      ticker: 'AAA',
      title: `Tin số ${String(index + 1)} của AAA`,
      source: 'Kiểm thử',
      publishedAt: new Date(Date.UTC(2024, 0, 1 + index, 3)),
    })),
  );
}

export interface DataAnswer<T> {
  status: number;
  body: { hashCode?: string; code?: string; message?: string; extra?: unknown };
  data: T | undefined;
}

/** GET a data route as a role (the fake verifier of tests/helpers/access.ts) and decrypt the answer. */
export async function getData<T>(
  route: NextApiHandler,
  query: Record<string, string>,
  role: AccessRole = 'admin',
): Promise<DataAnswer<T>> {
  const result = await callRoute<DataAnswer<T>['body']>(route, { query, headers: roleHeaders(role) });
  const data = result.body.hashCode ? (openEnvelope(result.body.hashCode) as T) : undefined;
  return { status: result.status, body: result.body, data };
}

export interface FileAnswer {
  status: number;
  headers: Record<string, unknown>;
  bytes: Buffer;
  /** The JSON error body, when there is one. */
  error: { code?: string; message?: string } | null;
}

/** GET a route that answers raw bytes (the document file route). */
export async function getFile(
  route: NextApiHandler,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<FileAnswer> {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({ method: 'GET', query, headers });
  await route(req, res);
  const bytes = res._getBuffer();
  const type = res.getHeader('content-type');
  const error =
    typeof type === 'string' && type.startsWith('application/json')
      ? (JSON.parse(String(res._getData())) as FileAnswer['error'])
      : null;
  return { status: res._getStatusCode(), headers: res._getHeaders(), bytes, error };
}
