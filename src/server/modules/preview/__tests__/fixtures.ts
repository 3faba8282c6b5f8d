import type { NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import { setDatabaseHandle, type Database, type DatabaseHandle } from '../../../db/client';
import { dailyPrices, statementValues } from '../../../db/schema';
import { refreshStatementChoices } from '../../../db/statementSource';
import { createTestDatabase } from '../../../db/testing';
import { clearMacroCache } from '../../macro/macro.cache';
import { seedMacroFixtures } from '../../macro/__tests__/fixtures';
import { seedCompanies } from '../../companyPages/__tests__/fixtures';

const B = 1e9;

/**
 * The companies of the company screens' tests (OVA food producer on HOSE, OVB bank, LONE without
 * industry or prices) with quarterly results for OVA and OVB and three months of OVA closes.
 */
export async function seedPreviewCompanies(db: Database): Promise<void> {
  await seedCompanies(db);
  const row = (ticker: string, itemCode: string, year: number, quarter: number, value: number) =>
    ({
      ticker,
      statement: 'INCOME_STATEMENT',
      itemCode,
      periodType: 'quarter',
      year,
      quarter,
      value,
      source: 'test',
    }) as const;
  await db
    .insert(statementValues)
    .values([
      ...[1, 2, 3].flatMap((quarter) => [
        row('OVA', 'NET_REVENUE', 2024, quarter, (1_000 + 111.5 * quarter) * B),
        row('OVA', 'NET_PROFIT_PARENT', 2024, quarter, (90 + 7.25 * quarter) * B),
      ]),
      row('OVB', 'TOTAL_OPERATING_INCOME', 2024, 4, 330 * B),
      row('OVB', 'NET_PROFIT_PARENT', 2024, 4, 120 * B),
    ]);
  await refreshStatementChoices(db, {});
  const days = Array.from({ length: 70 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 6, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const close = 30_000 + 400 * Math.sin(index / 5) + 20 * index;
    return {
      ticker: 'OVA',
      date,
      open: close,
      high: close,
      low: close,
      close,
      volume: 1_000,
      adjRatio: 1,
      source: 'test',
    };
  });
  await db.insert(dailyPrices).values(days);
}

export interface ImageAnswer {
  status: number;
  headers: Record<string, unknown>;
  bytes: Buffer;
  json: { message?: string; code?: string } | null;
}

/** Calls an image route in process and keeps its body as bytes (callRoute reads text). */
export async function getImage(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<ImageAnswer> {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({ method: 'GET', query, headers });
  await handler(req, res);
  const bytes = res._getBuffer();
  const text = res._getData() as unknown;
  let json: ImageAnswer['json'] = null;
  if (typeof text === 'string' && text.startsWith('{')) json = JSON.parse(text) as ImageAnswer['json'];
  return { status: res._getStatusCode(), headers: res._getHeaders(), bytes, json };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG signature and the IHDR chunk's width and height (bytes 16-23). */
export function pngInfo(bytes: Buffer): { isPng: boolean; width: number; height: number } {
  return {
    isPng: bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_MAGIC),
    width: bytes.length > 24 ? bytes.readUInt32BE(16) : 0,
    height: bytes.length > 24 ? bytes.readUInt32BE(20) : 0,
  };
}

/**
 * The test file's database, open for all its tests: the preview companies and the macro fixtures,
 * set as the app's database (the routes' getDb()) and closed after the file.
 */
export function previewDatabaseForFile(): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    await seedPreviewCompanies(handle.db);
    await seedMacroFixtures(handle.db);
    clearMacroCache();
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle?.close();
  });
  return {
    get db(): Database {
      if (!handle) throw new Error('previewDatabaseForFile: the database opens in beforeAll');
      return handle.db;
    },
  };
}
