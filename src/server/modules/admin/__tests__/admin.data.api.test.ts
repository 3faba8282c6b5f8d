import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminDiscount,
  type AdminDiscountDeleted,
  type AdminDocument,
  type AdminImportFailure,
  type AdminImportResult,
  type AdminImportsOverview,
  type AdminMessage,
  type AdminNews,
  type AdminOrder,
  type AdminPage,
} from '@/common/contracts/admin';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import {
  companies,
  dailyPrices,
  discountCodes,
  importRuns,
  news,
  orders,
  paymentEvents,
  users,
} from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { createUser } from '../../../../../tests/helpers/accounts';
import {
  adminConfirmBankRoute,
  adminDiscountRoute,
  adminDiscountsRoute,
  adminDocumentRoute,
  adminDocumentsRoute,
  adminNewsListRoute,
  adminNewsRoute,
} from '../admin.handlers';
import { adminImportsRoute } from '../../../importers/uploads.handlers';
import { callAdmin, signedInUser, type SignedInUser } from './adminTestKit';

let handle: DatabaseHandle;
let admin: SignedInUser;
let folder: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  admin = await signedInUser(handle.db, { isAdmin: true });
  folder = await mkdtemp(path.join(tmpdir(), 'vnfin-admin-test-'));
  await handle.db.insert(companies).values({
    ticker: 'FPT',
    nameVi: 'Công ty Cổ phần FPT',
    exchange: 'HOSE',
    companyType: 'non_financial',
    searchText: 'fpt cong ty co phan fpt',
  });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

type Details = { details?: { path: string; message: string }[] };

function detailsOf(body: unknown): { path: string; message: string }[] {
  return (body as Details).details ?? [];
}

describe('discount codes', () => {
  const valid = {
    code: 'tet2025',
    discountType: 0,
    value: 20,
    validFrom: '2025-01-01T00:00:00+07:00',
    validTo: '2025-02-28T23:59:59+07:00',
    maxUses: 100,
    plans: ['PRO', 'PREMIUM'],
    description: 'Khuyến mãi Tết',
    active: true,
  };

  it('creates (code upper-cased), lists, refuses duplicates and invalid values', async () => {
    const created = await callAdmin<AdminDiscount>(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: valid,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      code: 'TET2025',
      discountType: 0,
      value: 20,
      maxUses: 100,
      usedCount: 0,
      plans: ['PRO', 'PREMIUM'],
      active: true,
      validFrom: '2024-12-31T17:00:00.000Z',
    });

    const listed = await callAdmin<AdminDiscount[]>(adminDiscountsRoute, { token: admin.token });
    expect(listed.data.map((row) => row.code)).toContain('TET2025');

    const duplicate = await callAdmin(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: { ...valid, code: 'TET2025' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(ADMIN_MESSAGES.discountExists);

    const percent = await callAdmin(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: { ...valid, code: 'BIG', value: 150 },
    });
    expect(percent.status).toBe(400);
    expect(detailsOf(percent.body)).toContainEqual({
      path: 'value',
      message: ADMIN_MESSAGES.discountPercentRange,
    });

    const many = await callAdmin(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: {
        code: 'x',
        discountType: 1,
        value: 0,
        plans: ['GOLD'],
        validFrom: '2025-03-01T00:00:00Z',
        validTo: '2025-02-01T00:00:00Z',
        maxUses: 0,
      },
    });
    expect(many.status).toBe(400);
    expect(detailsOf(many.body)).toEqual(
      expect.arrayContaining([
        { path: 'code', message: ADMIN_MESSAGES.discountCodeFormat },
        { path: 'maxUses', message: ADMIN_MESSAGES.maxUsesInvalid },
        expect.objectContaining({ path: 'plans.0' }),
      ]),
    );
    const amountZero = await callAdmin(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: { code: 'ZERO', discountType: 1, value: 0 },
    });
    expect(detailsOf(amountZero.body)).toContainEqual({
      path: 'value',
      message: ADMIN_MESSAGES.discountAmountPositive,
    });
    const backwards = await callAdmin(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: { ...valid, code: 'BACK', validFrom: valid.validTo, validTo: valid.validFrom },
    });
    expect(detailsOf(backwards.body)).toContainEqual({
      path: 'validTo',
      message: ADMIN_MESSAGES.discountRangeInvalid,
    });
  });

  it('updates a code; a used code keeps its code; deletes unused ones, deactivates used ones', async () => {
    const created = await callAdmin<AdminDiscount>(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: { code: 'GIAM50K', discountType: 1, value: 50_000 },
    });
    expect(created.data).toMatchObject({ plans: null, maxUses: null, validFrom: null, description: null });
    const id = String(created.data.id);

    const edited = await callAdmin<AdminDiscount>(adminDiscountRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id },
      body: { code: 'giam60k', discountType: 1, value: 60_000, plans: ['BASIC'], active: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ code: 'GIAM60K', value: 60_000, plans: ['BASIC'], active: false });

    const clash = await callAdmin(adminDiscountRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id },
      body: { code: 'TET2025', discountType: 1, value: 60_000 },
    });
    expect(clash.status).toBe(409);

    const missing = await callAdmin(adminDiscountRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id: '999999' },
      body: { code: 'NOPE', discountType: 1, value: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ADMIN_MESSAGES.discountUnknown);

    const hard = await callAdmin<AdminDiscountDeleted>(adminDiscountRoute, {
      method: 'DELETE',
      token: admin.token,
      query: { id },
    });
    expect(hard.data).toEqual({ id: created.data.id, mode: 'hard', message: ADMIN_MESSAGES.discountDeleted });
    expect(await handle.db.select().from(discountCodes).where(eq(discountCodes.id, created.data.id))).toEqual(
      [],
    );

    // Used by an order: the code cannot change and deleting only deactivates it.
    const used = await callAdmin<AdminDiscount>(adminDiscountsRoute, {
      method: 'POST',
      token: admin.token,
      body: { code: 'DADUNG', discountType: 0, value: 10 },
    });
    const buyer = await createUser(handle.db);
    await handle.db.insert(orders).values({
      orderCode: 'ORDER-DISCOUNT-1',
      userId: buyer.id,
      plan: 'PRO',
      months: 1,
      method: 'MOMO',
      listAmount: 399_000,
      discountCode: 'DADUNG',
      discountAmount: 39_900,
      amount: 359_100,
    });
    const usedId = String(used.data.id);
    const renamed = await callAdmin(adminDiscountRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id: usedId },
      body: { code: 'KHAC', discountType: 0, value: 10 },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(ADMIN_MESSAGES.discountCodeLocked);
    const soft = await callAdmin<AdminDiscountDeleted>(adminDiscountRoute, {
      method: 'DELETE',
      token: admin.token,
      query: { id: usedId },
    });
    expect(soft.data).toMatchObject({ mode: 'soft', message: ADMIN_MESSAGES.discountDeactivated });
    const [row] = await handle.db.select().from(discountCodes).where(eq(discountCodes.id, used.data.id));
    expect(row).toMatchObject({ code: 'DADUNG', active: false });
  });
});

describe('imports', () => {
  async function upload(fileName: string, text: string, format: string) {
    // Made as a real file first, as the browser reads one from disk.
    const file = path.join(folder, fileName);
    await writeFile(file, text, 'utf8');
    const contentBase64 = (await readFile(file)).toString('base64');
    return callAdmin<AdminImportResult>(adminImportsRoute, {
      method: 'POST',
      token: admin.token,
      body: { format, fileName, contentBase64 },
    });
  }

  async function companyCount(): Promise<number> {
    const rows = await handle.db.select({ value: count() }).from(companies);
    return rows[0]?.value ?? 0;
  }

  it('lists the formats with their descriptions', async () => {
    const overview = await callAdmin<AdminImportsOverview>(adminImportsRoute, { token: admin.token });
    expect(overview.status).toBe(200);
    expect(overview.data.formats.map((item) => item.format)).toEqual(
      expect.arrayContaining(['companies-csv', 'ohlcv-csv', 'fiintrade-xlsx', 'vnstock-csv']),
    );
    expect(overview.data.formats.find((item) => item.format === 'companies-csv')?.description).toMatch(
      /Danh sách công ty/,
    );
  });

  it('imports a good companies CSV and answers its summary; the run is listed', async () => {
    const before = await companyCount();
    const result = await upload(
      'niem-yet.csv',
      [
        'ticker,name,exchange,industry,sector',
        'TSA,Công ty Cổ phần Thử Nghiệm A,HOSE,Sản xuất thực phẩm,Thực phẩm & Đồ uống',
        'TSB,Công ty Cổ phần Thử Nghiệm B,hnx,,',
        'TSC,Công ty Cổ phần Thử Nghiệm C,NASDAQ,,',
      ].join('\n') + '\n',
      'companies-csv',
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      format: 'companies-csv',
      fileName: 'niem-yet.csv',
      rowsRead: 3,
      rowsWritten: 2,
      rowsRejected: 1,
      rejections: [{ row: 4, reason: 'Sàn giao dịch không hợp lệ: "NASDAQ" (cần HOSE, HNX hoặc UPCOM)' }],
    });
    expect(await companyCount()).toBe(before + 2);

    const overview = await callAdmin<AdminImportsOverview>(adminImportsRoute, { token: admin.token });
    expect(overview.data.runs[0]).toMatchObject({
      format: 'companies-csv',
      file: 'admin-upload/niem-yet.csv',
      status: 'succeeded',
      rowsWritten: 2,
      rowsRejected: 1,
    });

    // Importing the same file again writes nothing.
    const again = await upload(
      'niem-yet.csv',
      (await readFile(path.join(folder, 'niem-yet.csv'))).toString(),
      'companies-csv',
    );
    expect(again.data).toMatchObject({ rowsRead: 3, rowsWritten: 0 });
  });

  it('imports an OHLCV file named after its ticker', async () => {
    const result = await upload(
      'FPT.csv',
      [
        'Date,Open,High,Low,Close,Volume',
        '2024-01-02,95.5,97,95,96.2,1200000',
        '2024-01-03,96,98,95.5,97.5,900000',
      ].join('\n') + '\n',
      'ohlcv-csv',
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ rowsRead: 2, rowsWritten: 2, rowsRejected: 0 });
    const prices = await handle.db.select().from(dailyPrices).where(eq(dailyPrices.ticker, 'FPT'));
    expect(prices.map((row) => row.close).sort()).toEqual([96_200, 97_500]);
  });

  it('answers 400 with the importer’s reason for a broken file and writes nothing', async () => {
    const before = await companyCount();
    const broken = await upload('hong.csv', 'ma,ten\nAAA,Công ty A\n', 'companies-csv');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain('Dòng tiêu đề thiếu cột: ticker, name, exchange');
    expect(broken.body.message).toContain('hong.csv');
    expect(broken.body.message).not.toContain(tmpdir());
    expect(broken.body.extra as AdminImportFailure).toEqual({
      fileName: 'hong.csv',
      row: 1,
      reason: 'Dòng tiêu đề thiếu cột: ticker, name, exchange (cần ticker, name, exchange)',
    });
    expect(await companyCount()).toBe(before);
    const [run] = await handle.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({ file: 'admin-upload/hong.csv', status: 'failed', rowsWritten: 0 });
    expect(run?.error).toBe(
      'admin-upload/hong.csv, row 1: Dòng tiêu đề thiếu cột: ticker, name, exchange (cần ticker, name, exchange)',
    );

    const pricesBefore = await handle.db.select({ value: count() }).from(dailyPrices);
    const badPrices = await upload('VNM.csv', 'Ngay,Gia\n2024-01-02,1\n', 'ohlcv-csv');
    expect(badPrices.status).toBe(400);
    expect(badPrices.body.message).toMatch(/Dòng tiêu đề không đúng định dạng OHLCV/);
    expect(await handle.db.select({ value: count() }).from(dailyPrices)).toEqual(pricesBefore);
  });

  it('refuses an unknown format, an unsafe file name and content that is not base64', async () => {
    const format = await callAdmin(adminImportsRoute, {
      method: 'POST',
      token: admin.token,
      body: { format: 'excel-bat-ky', fileName: 'a.csv', contentBase64: 'YQ==' },
    });
    expect(format.status).toBe(400);
    expect(format.body.message).toBe(ADMIN_MESSAGES.formatUnknown);
    const name = await callAdmin(adminImportsRoute, {
      method: 'POST',
      token: admin.token,
      body: { format: 'companies-csv', fileName: '../../etc/passwd', contentBase64: 'YQ==' },
    });
    expect(name.status).toBe(400);
    expect(detailsOf(name.body)).toContainEqual({
      path: 'fileName',
      message: ADMIN_MESSAGES.fileNameInvalid,
    });
    const content = await callAdmin(adminImportsRoute, {
      method: 'POST',
      token: admin.token,
      body: { format: 'companies-csv', fileName: 'a.csv', contentBase64: 'không phải base64' },
    });
    expect(content.status).toBe(400);
    expect(detailsOf(content.body)).toContainEqual({
      path: 'contentBase64',
      message: ADMIN_MESSAGES.fileEmpty,
    });
  });

  it('accepts bodies up to 20 MB on the production server lane', () => {
    expect((adminImportsRoute as unknown as { bodyLimitBytes: number }).bodyLimitBytes).toBe(
      20 * 1024 * 1024,
    );
  });
});

describe('news', () => {
  const item = {
    ticker: 'fpt',
    title: 'FPT ký hợp đồng mới',
    summary: 'Tóm tắt',
    body: 'Nội dung',
    source: 'CafeF',
    url: 'https://cafef.vn/fpt-ky-hop-dong.chn',
    publishedAt: '2025-03-01T08:00:00+07:00',
  };

  it('creates, lists, updates and deletes a news item', async () => {
    const created = await callAdmin<AdminNews>(adminNewsListRoute, {
      method: 'POST',
      token: admin.token,
      body: item,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      ticker: 'FPT',
      icbCode: null,
      title: item.title,
      url: item.url,
      publishedAt: '2025-03-01T01:00:00.000Z',
      isDemo: false,
    });
    const id = String(created.data.id);

    const listed = await callAdmin<AdminPage<AdminNews>>(adminNewsListRoute, {
      token: admin.token,
      query: { q: 'hop dong', ticker: 'FPT' },
    });
    expect(listed.data.items.map((row) => row.id)).toEqual([created.data.id]);

    const updated = await callAdmin<AdminNews>(adminNewsRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id },
      body: { ...item, ticker: '', title: 'Tin thị trường chung', url: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ ticker: null, title: 'Tin thị trường chung', url: null });

    const deleted = await callAdmin<AdminMessage>(adminNewsRoute, {
      method: 'DELETE',
      token: admin.token,
      query: { id },
    });
    expect(deleted.data.message).toBe(ADMIN_MESSAGES.newsDeleted);
    expect(await handle.db.select().from(news).where(eq(news.id, created.data.id))).toEqual([]);
    const gone = await callAdmin(adminNewsRoute, { method: 'DELETE', token: admin.token, query: { id } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(ADMIN_MESSAGES.newsUnknown);
  });

  it('refuses unknown tickers, bad URLs and missing fields', async () => {
    const unknownTicker = await callAdmin(adminNewsListRoute, {
      method: 'POST',
      token: admin.token,
      body: { ...item, ticker: 'ZZZ' },
    });
    expect(unknownTicker.status).toBe(400);
    expect(detailsOf(unknownTicker.body)).toEqual([
      { path: 'ticker', message: 'Mã chứng khoán ZZZ không tồn tại' },
    ]);
    const badUrl = await callAdmin(adminNewsListRoute, {
      method: 'POST',
      token: admin.token,
      body: { ...item, url: 'javascript:alert(1)', title: '' },
    });
    expect(badUrl.status).toBe(400);
    expect(detailsOf(badUrl.body)).toEqual(
      expect.arrayContaining([
        { path: 'url', message: ADMIN_MESSAGES.urlInvalid },
        { path: 'title', message: ADMIN_MESSAGES.required },
      ]),
    );
  });
});

describe('documents', () => {
  it('creates, updates and deletes a document with a checked file URL', async () => {
    const body = {
      ticker: 'FPT',
      kind: 'annual_report',
      title: 'Báo cáo thường niên 2024',
      year: 2024,
      fileUrl: 'https://fpt.com.vn/bctn-2024.pdf',
      publishedAt: '2025-04-01T00:00:00Z',
    };
    const created = await callAdmin<AdminDocument>(adminDocumentsRoute, {
      method: 'POST',
      token: admin.token,
      body,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ticker: 'FPT', kind: 'annual_report', mimeType: 'application/pdf' });

    const listed = await callAdmin<AdminPage<AdminDocument>>(adminDocumentsRoute, { token: admin.token });
    expect(listed.data.items.map((row) => row.id)).toContain(created.data.id);

    const id = String(created.data.id);
    const badUrl = await callAdmin(adminDocumentRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id },
      body: { ...body, fileUrl: 'ftp://fpt.com.vn/a.pdf', kind: 'memo' },
    });
    expect(badUrl.status).toBe(400);
    expect(
      detailsOf(badUrl.body)
        .map((detail) => detail.path)
        .sort(),
    ).toEqual(['fileUrl', 'kind']);

    const updated = await callAdmin<AdminDocument>(adminDocumentRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id },
      body: { ...body, icbCode: '9999', ticker: null },
    });
    expect(updated.status).toBe(400);
    expect(detailsOf(updated.body)).toEqual([
      { path: 'icbCode', message: 'Mã ngành ICB 9999 không tồn tại' },
    ]);

    const renamed = await callAdmin<AdminDocument>(adminDocumentRoute, {
      method: 'PUT',
      token: admin.token,
      query: { id },
      body: { ...body, title: 'BCTN 2024 (bản sửa)' },
    });
    expect(renamed.data).toMatchObject({ title: 'BCTN 2024 (bản sửa)', year: 2024 });

    const deleted = await callAdmin<AdminMessage>(adminDocumentRoute, {
      method: 'DELETE',
      token: admin.token,
      query: { id },
    });
    expect(deleted.data.message).toBe(ADMIN_MESSAGES.documentDeleted);
  });
});

describe('bank transfer confirmation (the real payments service)', () => {
  it('marks a pending BANK order paid, grants the plan and logs the event; MoMo orders are refused', async () => {
    const buyer = await createUser(handle.db);
    await handle.db.insert(orders).values([
      {
        orderCode: 'VNFADMINBANK0001',
        userId: buyer.id,
        plan: 'PRO',
        months: 1,
        method: 'BANK',
        listAmount: 399_000,
        amount: 399_000,
      },
      {
        orderCode: 'VNFADMINMOMO0001',
        userId: buyer.id,
        plan: 'PRO',
        months: 1,
        method: 'MOMO',
        listAmount: 399_000,
        amount: 399_000,
      },
    ]);
    const confirmed = await callAdmin<AdminOrder>(adminConfirmBankRoute, {
      method: 'POST',
      token: admin.token,
      query: { orderCode: 'VNFADMINBANK0001' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ status: 'paid', confirmedBy: admin.id, userEmail: buyer.email });
    expect(confirmed.data.expiryAfter).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    const [account] = await handle.db.select().from(users).where(eq(users.id, buyer.id));
    expect(account?.expiredDayPro).toBe(confirmed.data.expiryAfter);
    const events = await handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderCode, 'VNFADMINBANK0001'));
    expect(events).toHaveLength(1);

    const twice = await callAdmin<AdminOrder>(adminConfirmBankRoute, {
      method: 'POST',
      token: admin.token,
      query: { orderCode: 'VNFADMINBANK0001' },
    });
    expect(twice.status).toBe(200);
    expect(twice.data.expiryAfter).toBe(confirmed.data.expiryAfter);

    const momo = await callAdmin(adminConfirmBankRoute, {
      method: 'POST',
      token: admin.token,
      query: { orderCode: 'VNFADMINMOMO0001' },
    });
    expect(momo.status).toBe(400);
  });
});
